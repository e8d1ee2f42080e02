import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInAs } from './support/learners.ts';

const LEARNER_CALLS = /\/(enrollment-list|course_home\/outline|pre-req-status|api\/user\/v1\/accounts)\//;

test.describe('signed out', () => {
  for (const path of ['/overview', '/inprogress', '/completed']) {
    test(`${path} asks to log in and makes no learner call`, async ({ page }) => {
      const learnerCalls: string[] = [];
      page.on('request', (request) => {
        if (LEARNER_CALLS.test(request.url())) learnerCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByText('Please log in to access your dashboard')).toBeVisible();
      const logIn = page.getByRole('main').getByRole('link', { name: 'Log in' });
      const next = encodeURIComponent(new URL(path, page.url()).href);
      await expect(logIn).toHaveAttribute(
        'href',
        new RegExp(`/login\\?next=${next.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      // Phones get the dashboard's own tab strip (wider screens have these links in the header).
      const tabs = page.getByRole('navigation', { name: 'Dashboard' });
      if ((page.viewportSize()?.width ?? 1280) <= 768) {
        await expect(tabs.getByRole('link')).toHaveText(['Overview', 'In progress', 'Completed']);
        await expect(tabs.locator('a[aria-current="page"]')).toHaveAttribute('href', path);
      } else {
        await expect(tabs).toBeHidden();
      }
      await expectNoAxeViolations(page);
      expect(learnerCalls).toEqual([]);
    });
  }

  test('the log-in button signs in and comes back to the list', async ({ page }) => {
    await page.goto('/completed');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel(/username|e-?mail/i).fill('graduate');
    await page.getByLabel(/password/i).fill('atrium-demo');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/completed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Completed' })).toBeVisible();
    await expect(page.getByText('Total: 15 courses')).toBeVisible();
  });

  test('signing out from the dashboard shows the prompt again', async ({ page }) => {
    await signInAs(page, 'graduate', '/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Grace Graduate' })).toBeVisible();
    await page.goto(`/logout?next=${encodeURIComponent(page.url())}`);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText('Please log in to access your dashboard')).toBeVisible();
  });
});
