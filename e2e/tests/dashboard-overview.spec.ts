import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInAs } from './support/learners.ts';
import { describeAtDashboardWidths } from './support/dashboard.ts';
import { failCalls } from './support/faults.ts';

describeAtDashboardWidths('overview', () => {
  test('learner: greeting with avatar, counts linking to the lists, five recent cards', async ({ page }) => {
    await signInAs(page, 'learner', '/overview');
    await expect(page).toHaveTitle('Dashboard | Atrium Academy');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Layla Learner' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    await expect(page.getByText('learner@example.com')).toBeVisible();
    // The counts and the "view all" links lead to the two lists.
    for (const [name, href] of [
      ['16 courses in progress', '/inprogress'],
      ['1 course completed', '/completed'],
      ['View all courses in progress', '/inprogress'],
      ['View all completed courses', '/completed'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const recent = page.getByRole('region', { name: 'Recent activity' });
    await expect(recent.getByRole('article')).toHaveCount(5);
    await expect(recent.getByRole('article').first()).toHaveAccessibleName('Modern World History');
    await expect(page.getByRole('banner').getByText('Activate Your Account')).toHaveCount(0);
    await expect(page.getByText('Activate Your Account')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: '16 courses in progress' }).click();
    await expect(page).toHaveURL(/\/inprogress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'In progress' })).toBeVisible();
  });
});

// The same at every width: at the project's own only.
test.describe('overview', () => {
  test('graduate: nothing in progress, fifteen completed', async ({ page }) => {
    await signInAs(page, 'graduate', '/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Grace Graduate' })).toBeVisible();
    await expect(page.getByRole('link', { name: '0 courses in progress' })).toBeVisible();
    await expect(page.getByRole('link', { name: '15 courses completed' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent activity' });
    await expect(recent.getByRole('article')).toHaveCount(5);
    await expect(recent.getByRole('link', { name: 'View Certificate' })).toHaveCount(5);
    await expectNoAxeViolations(page);
  });

  test('newcomer: activation banner, explore card, resend reports success', async ({ page }) => {
    await signInAs(page, 'newcomer', '/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Hi, Nima Newcomer' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Activate Your Account' });
    await expect(banner).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Earn a certificate and advance your career' }),
    ).toBeVisible();
    await expect(page.getByText('You are not enrolled in any course yet.')).toBeVisible();
    const explore = page.getByRole('main').getByRole('link', { name: 'Explore Courses' });
    await expect(explore).toHaveAttribute('href', '/search');
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Resend Activation Email' }).click();
    await expect(banner.getByRole('status')).toHaveText('We have sent you a new activation e-mail.');
    await explore.click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('newcomer: a failed resend says so', async ({ page }) => {
    await failCalls(page, '**/api/send_account_activation_email', 500, 'mail_down', 'Mail is down');
    await signInAs(page, 'newcomer', '/inprogress');
    const banner = page.getByRole('region', { name: 'Activate Your Account' });
    await banner.getByRole('button', { name: 'Resend Activation Email' }).click();
    await expect(banner.getByRole('alert')).toHaveText(
      'The activation e-mail could not be sent. Please try again later.',
    );
    await expectNoAxeViolations(page);
  });
});
