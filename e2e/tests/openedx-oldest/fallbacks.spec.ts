/**
 * Against a stock LMS of the oldest release imitated (ATRIUM_OPENEDX_RELEASE=sumac: no courseware API,
 * no course_list_search, no start-date sort, no org logos in the index), served the default build,
 * which learns its dialect from the page: the front door's journey falls back without an error. The
 * hand-off address reaches the catalogue, whose facets are single choices; a course page shows its
 * course and its instructors; the partners come from the index; the learner's dashboard shows its cards and their
 * progress (the progress API is older than every release imitated); nothing is asked of
 * /admin-console/, and the only console errors are the browser's own lines for the sources the
 * release lacks.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/learners.ts';

/** Requests to /admin-console/ and console errors, except the browser's line for a failed request. */
function watch(page: Page) {
  const adminConsole: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin-console/')) adminConsole.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { adminConsole, errors };
}

test('the front door of the oldest release falls back without an error', async ({ page, isMobile }) => {
  test.slow(); // a sign-in and several pages on a shared machine
  const seen = watch(page);

  // The catalog app's address lands on the catalogue; one value a facet there (radio buttons).
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText(/^Total: [\d,]+$/).first()).toBeVisible({ timeout: 15_000 });
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('button', { name: /^Partner/ })
      .click();
    const picker = page.getByRole('dialog', { name: 'Partner' });
    await expect(picker.getByRole('radio').first()).toBeVisible();
    await expect(picker.getByRole('checkbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    await page
      .getByRole('group', { name: 'Filters' })
      .getByRole('button', { name: /^Partner/ })
      .click();
    const partners = page.getByRole('group', { name: 'Partner' });
    await expect(partners.getByRole('radio').first()).toBeVisible();
    await expect(partners.getByRole('checkbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
  }

  // A course's page from the catalogue: its title and its enroll action, without the courseware facts.
  const first = page.getByRole('main').getByRole('article').first();
  const title = ((await first.getByRole('heading').first().textContent()) ?? '').trim();
  await first.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/course-v1%3A[^/]+\/$/);
  // Its instructors, from the Course Staff section of its about HTML (every release).
  await expect(page.getByRole('region', { name: 'Instructors' }).getByRole('listitem').first()).toBeVisible();

  // The partners, from the index's organisations.
  await page.goto('/partners');
  const partnerCard = page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: /\d+ courses?/ })
    .first();
  await expect(partnerCard).toBeVisible();
  await partnerCard.click();
  await expect(page).toHaveURL(/\/partners\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // The learner's dashboard: cards, and progress bars for started courses.
  await signInAs(page, 'learner', '/inprogress');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('progressbar').first()).toBeVisible();

  expect(seen.adminConsole).toEqual([]);
  expect(seen.errors).toEqual([]);
});
