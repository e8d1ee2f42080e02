/**
 * Against a stock LMS of the oldest release imitated (ATRIUM_OPENEDX_RELEASE=sumac: no courseware API,
 * no course_list_search, no start-date sort, no org logos in the index), served the default build,
 * which learns its dialect from the page: the front door's journey falls back without an error. The
 * hand-off address reaches the catalogue, whose facets are single choices; a course page shows its
 * course and its instructors; the partners come from the index; a new learner enrolls by the course's
 * hand-off address, finds it on the dashboard with its progress bar (the progress API is older than
 * every release imitated) and leaves it through the LMS's form; nothing is asked of
 * /admin-console/, and the only console errors are the browser's own lines for the sources the
 * release lacks.
 */
import { expect, test } from '@playwright/test';
import { activateAccount, registerFreshAccount } from '../support/learners.ts';
import {
  adminConsoleRequests,
  enrollHere,
  escapeRegExp,
  openCourse,
  pageErrors,
  stockCoursePath,
  unenrollFromDashboard,
} from '../support/stockPlatform.ts';

test('the front door of the oldest release falls back without an error', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow(); // a registration and several pages on a shared machine
  const seen = { adminConsole: adminConsoleRequests(page), errors: pageErrors(page) };

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

  // A new learner comes in by the address the LMS prints for a course, enrolls, finds it on the
  // dashboard with its progress bar, and leaves it through the LMS's own form.
  const course = await openCourse(request);
  await registerFreshAccount(page, 'oldest');
  await activateAccount(page);
  await page.goto(`/courses/${course.id}/about`);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(stockCoursePath(course.id))}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible({ timeout: 15_000 });
  await enrollHere(page);
  await page.goto('/inprogress');
  const card = page.getByRole('article', { name: course.name, exact: true });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await unenrollFromDashboard(page, course.name);

  expect(seen.adminConsole).toEqual([]);
  expect(seen.errors).toEqual([]);
});
