/**
 * Against the reference server with ATRIUM_EXTENSIONS=off, which answers as the real platform would
 * without Atrium's extensions (README, "Atrium's extensions"), at both widths: a visitor searches,
 * filters by subject, language, partner and instructor (no Availability or Learning type, no counts)
 * and opens a course; a learner enrolls, searches their courses (in the browser), and unenrolls; a
 * program hit leads nowhere broken and a program URL shows the not-found page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activateAccount, learnerAnswer, registerFreshAccount } from '../support/learners.ts';
import { isPhoneWidth } from '../support/layout.ts';
import { pickFacetValue, serverSearch, type SearchBody } from '../support/catalogue.ts';

const FREE = '/course/introduction-to-python-programming/';
const FREE_NAME = 'Introduction to Python Programming';
interface Hit {
  isProgram?: boolean;
  data: {
    content: { display_name: string };
    course_metadata: {
      course_slug: string;
      partner?: { organization: { name: string } } | null;
      instructors?: { name: string }[];
    };
  };
}

/** The platform's first hits for a search, read as the browser would get them. */
async function hits(request: APIRequestContext, body: SearchBody, pageIndex = 0): Promise<Hit[]> {
  const answer = await request.post(
    `/admin-console/api/full-course-discovery/?page_size=100&page_index=${pageIndex}&sort=A-Z`,
    { data: body },
  );
  expect(answer.status()).toBe(200);
  const json = (await answer.json()) as { results: Hit[]; facets?: unknown };
  expect(json.facets, 'a platform without discovery-facets sends no counts').toBeUndefined();
  return json.results;
}

const FIND_LABELS: Record<string, string> = {
  Subject: 'Find a subject',
  Partner: 'Find a partner',
  Instructor: 'Find an instructor',
};

/**
 * Without the extensions there is no availability or learning-type facet, and no counts beside the
 * values (the platform sends none, and a total that ignores the search is not shown).
 */
const pick = (page: Page, facet: string, value: string) =>
  pickFacetValue(page, facet, value, {
    absent: ['Availability', 'Learning type'],
    find: FIND_LABELS[facet],
    exact: true,
  });

async function expectTotal(page: Page, request: APIRequestContext, body: SearchBody): Promise<void> {
  const expected = await serverSearch(request, body);
  expect(expected.total, JSON.stringify(body)).toBeGreaterThan(0);
  await expect(page.getByText(`Total: ${expected.total}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('heading').first()).toHaveText(
    expected.titles[0] ?? '',
  );
}

test('search, filter by subject, language, partner and instructor, then open a course', async ({
  page,
  request,
}) => {
  test.slow(); // four filters, each checked against the server; the machine is shared
  await page.goto('/search');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search courses' });
  await box.fill('python');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=python$/);
  const body: SearchBody = { search_string: 'python' };
  await expectTotal(page, request, body);

  await pick(page, 'Subject', 'Computer Science');
  body.subjects = ['Computer Science'];
  await expect(page).toHaveURL(/subject=Computer\+Science/);
  await expectTotal(page, request, body);

  await pick(page, 'Language', 'English');
  body.language_codes = ['en'];
  await expect(page).toHaveURL(/language=en/);
  await expectTotal(page, request, body);

  // A partner and an instructor of what is shown, so that each step still finds something.
  const partner = (await hits(request, body))[0]?.data.course_metadata.partner?.organization.name ?? '';
  await pick(page, 'Partner', partner);
  body.partners = [partner];
  await expectTotal(page, request, body);

  const instructor = (await hits(request, body))
    .flatMap((hit) => hit.data.course_metadata.instructors ?? [])
    .at(0)?.name;
  expect(instructor, 'a course of that partner names its instructor').toBeDefined();
  await pick(page, 'Instructor', instructor ?? '');
  body.instructors = [instructor ?? ''];
  await expectTotal(page, request, body);

  const title = (await serverSearch(request, body)).titles[0] ?? '';
  await page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a learner enrolls, searches their courses, and unenrolls', async ({ page }) => {
  test.slow(); // registers and activates an account first; the machine is shared
  await registerFreshAccount(page, 'plain');
  await activateAccount(page);
  await page.goto(FREE);
  await page.getByRole('button', { name: 'Enroll now', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Enrollment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Start Later' }).click();

  await page.goto('/inprogress');
  const card = page.getByRole('article', { name: FREE_NAME, exact: true });
  await expect(card).toBeVisible();

  // The platform ignores `search`: Atrium searches the list itself.
  const search = page.getByRole('searchbox', { name: 'Search my courses' });
  await search.fill('no course is called this');
  await search.press('Enter');
  await expect(page.getByText('None of your courses match “no course is called this”')).toBeVisible();
  await expect(card).toHaveCount(0);
  await search.fill('PYTHON');
  await search.press('Enter');
  await expect(card).toBeVisible();
  await expect(page.getByText(/Total: 1 course$/)).toBeVisible();

  await card.getByRole('button', { name: `More actions for ${FREE_NAME}` }).click();
  if (isPhoneWidth(page))
    await page.getByRole('dialog', { name: FREE_NAME }).getByRole('button', { name: 'Unenroll' }).click();
  else await page.getByRole('menuitem', { name: 'Unenroll' }).click();
  const answer = learnerAnswer(page, (r) => r.url().includes('/openedx/api/unenroll/'));
  await page
    .getByRole('alertdialog', { name: 'Unenroll from course' })
    .getByRole('button', { name: 'Unenroll' })
    .click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('You have successfully unenrolled from the course')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a program hit links nowhere broken, and a program URL shows the not-found page', async ({
  page,
  request,
}) => {
  let program: Hit | undefined;
  for (let index = 0; program === undefined && index < 5; index += 1)
    program = (await hits(request, {}, index)).find((hit) => hit.isProgram);
  expect(program, 'the platform still lists programs among its hits').toBeDefined();
  const slug = program?.data.course_metadata.course_slug ?? '';
  const title = program?.data.content.display_name ?? '';
  expect((await request.get(`/admin-console/api/program/${slug}/`)).status()).toBe(404);

  // In the results it is a card that says Program, without a link to a page that cannot work.
  await page.goto(`/search?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title }).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Program', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByRole('link', { name: title })).toHaveCount(0);
  await expect(page.locator(`a[href*="/program/"], a[href="/course/${slug}/"]`)).toHaveCount(0);

  // Suggestions leave it out.
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search courses' });
  await box.fill(title);
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox.getByRole('option', { name: 'View all result' })).toBeVisible();
  await expect(listbox.getByRole('option').filter({ hasText: /Program$/ })).toHaveCount(0);

  await page.goto(`/program/${slug}/`);
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/program/${slug}/$`));
});
