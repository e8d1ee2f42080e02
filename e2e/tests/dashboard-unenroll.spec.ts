import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  activateAccount,
  enrollInCourses,
  learnerAnswer,
  registerFreshAccount,
  unenrollFrom,
} from './support/learners.ts';
import { chooseUnenroll, dashboardCards, describeAtDashboardWidths } from './support/dashboard.ts';

describeAtDashboardWidths('unenroll', () => {
  // A fresh account: its enrollments are its own, so nothing else depends on them.
  test('a real unenroll: confirmed by the server, gone after reload, the emptied page goes back', async ({
    page,
  }) => {
    await registerFreshAccount(page);
    await activateAccount(page);
    const courses = await enrollInCourses(page, 13);
    try {
      await page.goto('/inprogress');
      await expect(page.getByText('Total: 13 courses')).toBeVisible();
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /next/i }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(dashboardCards(page)).toHaveCount(1);
      const last = (await dashboardCards(page).first().getAttribute('aria-label')) ?? '';
      expect(last).not.toBe('');

      // Cancel keeps it.
      let confirm = await chooseUnenroll(page, last);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(dashboardCards(page)).toHaveCount(1);

      confirm = await chooseUnenroll(page, last);
      await expectNoAxeViolations(page);
      const answer = learnerAnswer(page, (r) => r.url().includes('/openedx/api/unenroll/'));
      await confirm.getByRole('button', { name: 'Unenroll' }).click();
      expect((await answer).status()).toBe(200);
      await expect(
        page.getByRole('status').filter({ hasText: 'You have successfully unenrolled from the course' }),
      ).toBeVisible();
      await expect(confirm).toHaveCount(0);
      // Page 2 is now empty: back to page 1, counts refreshed, no pagination.
      await expect(page).toHaveURL(/\/inprogress$/);
      await expect(page.getByText('Total: 12 courses')).toBeVisible();
      await expect(dashboardCards(page)).toHaveCount(12);
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
      await expect(page.getByRole('article', { name: last, exact: true })).toHaveCount(0);

      await page.reload();
      await expect(page.getByText('Total: 12 courses')).toBeVisible();
      await expect(page.getByRole('article', { name: last, exact: true })).toHaveCount(0);
      await page.goto('/overview');
      await expect(page.getByRole('link', { name: '12 courses in progress' })).toBeVisible();
    } finally {
      // Leave course enrollment totals as they were for the catalogue's popularity.
      await unenrollFrom(
        page,
        courses.map((c) => c.id),
      );
    }
  });
});
