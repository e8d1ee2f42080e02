import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInAs } from './support/learners.ts';
import { dashboardCards, describeAtDashboardWidths } from './support/dashboard.ts';
import { isPhoneWidth } from './support/layout.ts';

/** Holds every enrollment-list answer until the returned function is called. */
async function holdEnrollmentLists(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/enrollment-list/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describeAtDashboardWidths('lists', () => {
  test('the search form keeps its place when the total arrives with the cards', async ({ page }) => {
    const release = await holdEnrollmentLists(page);
    await signInAs(page, 'learner', '/inprogress');
    const search = page.getByRole('main').getByRole('search');
    await expect(page.getByRole('status', { name: 'Loading your courses' })).toBeVisible();
    const before = await search.boundingBox();
    release();
    await expect(page.getByText('Total: 16 courses')).toBeVisible();
    expect(await search.boundingBox()).toEqual(before);
  });

  test('four skeleton cards while the list loads', async ({ page }) => {
    const release = await holdEnrollmentLists(page);
    await signInAs(page, 'learner', '/completed');
    const loading = page.getByRole('status', { name: 'Loading your courses' });
    await expect(loading).toBeVisible();
    await expect(loading.locator(':scope > *')).toHaveCount(4);
    release();
    await expect(loading).toHaveCount(0);
    await expect(page.getByText('Total: 1 course')).toBeVisible();
    await expect(dashboardCards(page)).toHaveCount(1);
  });
});

// The same at every width: at the project's own only.
test.describe('lists', () => {
  test('in progress: total, 12 cards, pagination with the page in the URL, Back restores it', async ({
    page,
  }) => {
    await signInAs(page, 'learner', '/inprogress');
    await expect(page).toHaveTitle('In progress | Atrium Academy');
    await expect(page.getByText('Total: 16 courses')).toBeVisible();
    await expect(dashboardCards(page)).toHaveCount(12);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toBeVisible();
    if (isPhoneWidth(page)) {
      // Reduced under 768 px: previous / "Page x of y" / next.
      await expect(pagination.getByText('Page 1 of 2')).toBeVisible();
      await expect(pagination.getByRole('link', { name: /page 2/i })).toBeHidden();
    }
    await expectNoAxeViolations(page);

    await pagination.getByRole('link', { name: /next/i }).click();
    await expect(page).toHaveURL(/\/inprogress\?page=2$/);
    await expect(dashboardCards(page)).toHaveCount(4);
    await expect(page.getByText('Total: 16 courses')).toBeVisible();
    await page.reload();
    await expect(dashboardCards(page)).toHaveCount(4);
    await page.goBack();
    await expect(page).toHaveURL(/\/inprogress$/);
    await expect(dashboardCards(page)).toHaveCount(12);
    await page.goForward();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(dashboardCards(page)).toHaveCount(4);
  });

  test('completed: graduate pages through fifteen, in progress is the empty state', async ({ page }) => {
    await signInAs(page, 'graduate', '/completed');
    await expect(page).toHaveTitle('Completed | Atrium Academy');
    await expect(page.getByText('Total: 15 courses')).toBeVisible();
    await expect(dashboardCards(page)).toHaveCount(12);
    await page.goto('/completed?page=2');
    await expect(dashboardCards(page)).toHaveCount(3);
    await expect(dashboardCards(page).getByRole('link', { name: 'View Certificate' })).toHaveCount(3);
    await expectNoAxeViolations(page);

    if (isPhoneWidth(page))
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'In progress' })
        .click();
    else await page.goto('/inprogress');
    await expect(page).toHaveURL(/\/inprogress$/);
    await expect(
      page.getByRole('heading', { name: 'Earn a certificate and advance your career' }),
    ).toBeVisible();
    await expect(page.getByText('Your in-progress courses will appear here.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
      'href',
      '/search',
    );
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('newcomer: completed empty state differs from in progress', async ({ page }) => {
    await signInAs(page, 'newcomer', '/completed');
    await expect(page.getByRole('heading', { name: 'No completed courses yet' })).toBeVisible();
    await expect(
      page.getByText('Courses you finish will appear here, with their certificates.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Activate Your Account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search within my courses: ?q= sent as search, its own empty state, Clear search', async ({
    page,
  }) => {
    await signInAs(page, 'learner', '/inprogress');
    await expect(dashboardCards(page)).toHaveCount(12);
    const box = page.getByRole('searchbox', { name: 'Search my courses' });
    const request = page.waitForRequest(
      (r) => r.url().includes('enrollment-list') && r.url().includes('search=history'),
    );
    await box.fill('history');
    await box.press('Enter');
    await request;
    await expect(page).toHaveURL(/\/inprogress\?q=history$/);
    await expect(dashboardCards(page)).toHaveCount(1);
    await expect(dashboardCards(page).first()).toHaveAccessibleName('Modern World History');
    await expect(page.getByText('Total: 1 course')).toBeVisible();
    await page.reload();
    await expect(box).toHaveValue('history');
    await expect(dashboardCards(page)).toHaveCount(1);

    await box.fill('zzzz-nothing');
    await page
      .getByRole('main')
      .getByRole('search')
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { name: 'None of your courses match “zzzz-nothing”' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Clear search' }).last().click();
    await expect(page).toHaveURL(/\/inprogress$/);
    await expect(box).toHaveValue('');
    await expect(dashboardCards(page)).toHaveCount(12);
    await page.goBack();
    await expect(page).toHaveURL(/q=zzzz-nothing/);
    await expect(box).toHaveValue('zzzz-nothing');
  });
});
