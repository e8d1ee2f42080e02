/**
 * Issue 31's journey, against the reference server in the stock dialect at its newest release, at both
 * widths: a visitor comes in by the catalog app's address `/courses`, filters by two organisations at
 * once (course_list_search: OR within the facet, so the total is the index's for the two), sorts by start date
 * (earliest first, as the platform's own index orders them), opens the partners list and a partner
 * page; then signs up, opens `/courses/{course_id}/about` of a course with a prerequisite and sees it
 * named and linked (the courseware API), follows it and enrolls there, finds it on the dashboard with
 * its progress bar (the progress API), and unenrolls through the LMS's own form.
 * Nothing is asked of /admin-console/, and no page logs an error. The same journey against the oldest
 * release is tests/openedx-oldest/fallbacks.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { isPhoneWidth } from '../support/layout.ts';
import { activateAccount, registerFreshAccount } from '../support/learners.ts';
import {
  adminConsoleRequests,
  courseWithOpenPrerequisite,
  enrollHere,
  escapeRegExp,
  indexAnswer,
  pageErrors,
  stockCoursePath,
  twoOrganisations,
  unenrollFromDashboard,
  type Organisation,
} from '../support/stockPlatform.ts';

const total = (page: Page) => page.getByText(/^Total: [\d,]+$/).first();

async function tick(scope: Locator, orgs: readonly Organisation[]) {
  for (const org of orgs)
    await scope.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(org.name)}`) }).check();
}

/** Ticks both organisations in the Partner facet: a panel on desktop, a picker over the filters on phones. */
async function pickPartners(page: Page, orgs: readonly Organisation[]) {
  if (isPhoneWidth(page)) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: /^Partner/ }).click();
    const picker = page.getByRole('dialog', { name: 'Partner' });
    await tick(picker, orgs);
    await picker.getByRole('button', { name: 'Apply' }).click();
    await filters.getByRole('button', { name: 'Show results' }).click();
  } else {
    await page
      .getByRole('group', { name: 'Filters' })
      .getByRole('button', { name: /^Partner/ })
      .click();
    const panel = page.getByRole('group', { name: 'Partner' });
    // Several values at once: checkboxes, not the single-choice fallback of older releases.
    await expect(panel.getByRole('radio')).toHaveCount(0);
    await tick(panel, orgs);
    // The results dim while the new ones load (aria-busy): scanned once they are in.
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page); // the facet panel open
    await page.keyboard.press('Escape');
  }
}

async function sortByStartDate(page: Page) {
  await page.getByRole('button', { name: 'Sort by: Most relevant' }).filter({ visible: true }).click();
  if (isPhoneWidth(page)) {
    await page.getByRole('dialog', { name: 'Sort by' }).getByRole('radio', { name: 'Start date' }).click();
  } else {
    // The one order a stock index has besides relevance.
    await expect(page.getByRole('menuitemradio')).toHaveText(['Most relevant', 'Start date']);
    await page.getByRole('menuitemradio', { name: 'Start date' }).click();
  }
}

/** The main action, wherever the layout shows it (summary on desktop, bottom bar on phones). */
const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('the front door of a stock LMS: catalogue, a course and its prerequisite, the dashboard, partners', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // a registration and a dozen pages on a shared machine
  const adminConsole = adminConsoleRequests(page);
  const errors = pageErrors(page);
  const orgs = await twoOrganisations(request);
  const [partner] = orgs;
  const partnerAlone = await indexAnswer(request, baseURL ?? '', [partner]);
  const both = await indexAnswer(request, baseURL ?? '', orgs);
  const firstByStart = await indexAnswer(request, baseURL ?? '', orgs, true);
  const { course, prerequisite } = await courseWithOpenPrerequisite(request);

  // The catalog app's address, the catalogue: two organisations at once, then start-date order.
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/search$/);
  await expect(total(page)).toBeVisible({ timeout: 15_000 });
  await pickPartners(page, orgs);
  await expect(page).toHaveURL(
    new RegExp(orgs.map((org) => `partner=${escapeRegExp(encodeURIComponent(org.code))}`).join('&')),
  );
  await expect(page.getByText(`Total: ${both.total}`).first()).toBeVisible();
  await sortByStartDate(page);
  await expect(page).toHaveURL(/sort=recent/);
  await expect(
    page.getByRole('button', { name: 'Sort by: Start date' }).filter({ visible: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(firstByStart.first);

  // The partners list, and a partner's page with its courses, named as a visitor sees them (the
  // courses' display org).
  await page.goto('/partners');
  await page
    .getByRole('link', { name: new RegExp(escapeRegExp(partner.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/partners/${escapeRegExp(encodeURIComponent(partner.code))}$`));
  await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${partnerAlone.total} courses?$`))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed up, the learner opens a course by the address the LMS prints for it: its prerequisite is
  // named and linked, and (not passed yet) it cannot be taken, as in the other dialect.
  await registerFreshAccount(page, 'door');
  await activateAccount(page);
  await page.goto(`/courses/${course.id}/about`);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(stockCoursePath(course.id))}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('region', { name: 'Requirements' }).getByRole('heading', { name: prerequisite.name }),
  ).toBeVisible();
  await expect(action(page, 'Enroll now')).toBeDisabled();
  const link = page
    .getByRole('link', { name: `Complete ${prerequisite.display} first` })
    .filter({ visible: true })
    .first();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`${escapeRegExp(stockCoursePath(prerequisite.id))}$`),
  );
  await expectNoAxeViolations(page);

  // The prerequisite is open to all: the learner enrolls in it.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: prerequisite.name })).toBeVisible();
  await enrollHere(page);

  // The dashboard: the course with its progress bar (the progress API's figure: nothing done yet).
  await page.goto('/inprogress');
  const card = page.getByRole('article', { name: prerequisite.name, exact: true });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expectNoAxeViolations(page);

  // Leaving the course, through the LMS's own form: gone after a reload.
  await unenrollFromDashboard(page, prerequisite.name);

  expect(adminConsole).toEqual([]);
  expect(errors).toEqual([]);
});
