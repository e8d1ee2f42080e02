/**
 * Against the reference server in the stock dialect (ATRIUM_PLATFORM_API=openedx, no /admin-console/
 * path), with a web app built for it, at desktop width (the front door's journey runs at both):
 * - a visitor searches, filters by org, language and track (the stock index's facets with their
 *   counts; several values each on this newest release, whose course_list_search takes them: the
 *   single-choice fallback is tested against the oldest release, tests/openedx-oldest) and opens a
 *   course, whose address is its course id; an unknown course or instructor shows the not-found page; the footer shows the platform's footer links (the stock footer API, asked in the
 *   page's language) and switches the language;
 * - a learner is sent to the LMS's track choice to buy a paid course, enrolls in a free one, finds it
 *   in the dashboard (made of the learner home), goes into it and then resumes it from there, unenrolls
 *   through the LMS's change_enrollment form, then switches the language, which is saved as their
 *   preference.
 * No request of the page goes to /admin-console/.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { pickFacetValue } from '../support/catalogue.ts';
import { chooseUnenroll } from '../support/dashboard.ts';
import { activateAccount, learnerAnswer, registerFreshAccount } from '../support/learners.ts';

/** Records every request of the page to an /admin-console/ path. */
function adminConsoleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin-console/')) seen.push(request.url());
  });
  return seen;
}

interface StockAnswer {
  total: number;
  titles: string[];
  ids: string[];
  orgs: Record<string, number>;
  modes: Record<string, number>;
}

/** The stock course discovery's own answer, as the browser would get it (form fields, CSRF). */
async function stockSearch(request: APIRequestContext, form: Record<string, string>): Promise<StockAnswer> {
  const { csrfToken } = (await (await request.get('/csrf/api/v1/token')).json()) as { csrfToken: string };
  const response = await request.post('/search/course_discovery/', {
    form: { page_size: '12', page_index: '0', ...form },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    total: number;
    results: { data: { id: string; content: { display_name: string } } }[];
    aggs?: Partial<Record<'org' | 'modes', { terms: Record<string, number> }>>;
    facets?: Partial<Record<'org' | 'modes', { terms: Record<string, number> }>>;
  };
  return {
    total: answer.total,
    titles: answer.results.map((hit) => hit.data.content.display_name),
    ids: answer.results.map((hit) => hit.data.id),
    orgs: (answer.aggs?.org ?? answer.facets?.org)?.terms ?? {},
    modes: (answer.aggs?.modes ?? answer.facets?.modes)?.terms ?? {},
  };
}

async function expectResults(page: Page, expected: StockAnswer) {
  expect(expected.total).toBeGreaterThan(0);
  await expect(page.getByText(`Total: ${expected.total}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('heading').first()).toHaveText(
    expected.titles[0] ?? '',
  );
}

/**
 * The stock index has no subjects or instructors: only its own facets are offered (with counts), several
 * values each where course_list_search answers.
 */
const pick = (page: Page, facet: string, value: string) =>
  pickFacetValue(page, facet, value, { absent: ['Subject', 'Instructor'], single: false });

test('a visitor searches, filters by org, language and track, and opens a course', async ({
  page,
  request,
}) => {
  test.slow(); // each filter is checked against the server; the machine is shared
  const adminConsole = adminConsoleRequests(page);
  await page.goto('/search');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search courses' });
  await box.fill('python');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=python$/);
  const form: Record<string, string> = { search_string: 'python' };
  const first = await stockSearch(request, form);
  await expectResults(page, first);
  // The one order a stock index has besides relevance is offered: start date.
  await expect(
    page.getByRole('button', { name: 'Sort by: Most relevant' }).filter({ visible: true }),
  ).toBeVisible();

  await pick(page, 'Language', 'English');
  form.language = 'en';
  await expect(page).toHaveURL(/language=en/);
  await expectResults(page, await stockSearch(request, form));

  const orgs = Object.keys((await stockSearch(request, form)).orgs);
  expect(orgs.length).toBeGreaterThan(1);
  const [org = ''] = orgs;
  await pick(page, 'Partner', org);
  await expect(page).toHaveURL(new RegExp(`partner=${org}`));
  form.org = org;
  await expectResults(page, await stockSearch(request, form));

  // The stock modes, named for learners.
  const trackNames: Record<string, string> = {
    audit: 'Audit',
    honor: 'Honor code',
    verified: 'Verified certificate',
  };
  const mode = Object.keys((await stockSearch(request, form)).modes)[0] ?? '';
  await pick(page, 'Track', trackNames[mode] ?? mode);
  form.modes = mode;
  await expect(page).toHaveURL(new RegExp(`mode=${mode}`));
  const filtered = await stockSearch(request, form);
  await expectResults(page, filtered);
  await expectNoAxeViolations(page);

  const title = filtered.titles[0] ?? '';
  await page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/course-v1(:|%3A)/);
  await expectNoAxeViolations(page);
  expect(adminConsole).toEqual([]);
});

test('the home page shows the courses, and an unknown course the not-found page', async ({ page }) => {
  const adminConsole = adminConsoleRequests(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);

  await page.goto('/course/course-v1:Nobody+NONE+2000/');
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  // A stock platform has no instructor pages.
  await page.goto('/instructor/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  expect(adminConsole).toEqual([]);
});

interface StockFooterLink {
  title: string;
  url: string;
}

/** The stock footer API's own answer in one language, as JSON. */
async function stockFooter(request: APIRequestContext, language: string) {
  const response = await request.get(`/api/branding/v1/footer?language=${language}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { navigation_links: StockFooterLink[]; legal_links: StockFooterLink[] };
}

/** Records the `?language=` of every request of the page to the stock footer API. */
function footerLanguages(page: Page): (string | null)[] {
  const seen: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/branding/v1/footer') seen.push(url.searchParams.get('language'));
  });
  return seen;
}

test('the footer shows the platform’s footer links, on the LMS, asked in the page’s language', async ({
  page,
  request,
}) => {
  const adminConsole = adminConsoleRequests(page);
  const asked = footerLanguages(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const navigation = footer.getByRole('navigation', { name: 'Footer' });
  await expect(navigation.getByRole('heading', { level: 2 })).toHaveText(['Navigation', 'Legal']);
  expect(asked).toEqual(['en']);

  const stock = await stockFooter(request, 'en');
  const links = [...stock.navigation_links, ...stock.legal_links];
  expect(links.length).toBeGreaterThan(0);
  await expect(navigation.getByRole('link')).toHaveCount(links.length);
  for (const { title, url } of links) {
    // An LMS path is a page of the LMS (here the same origin), not one of Atrium's.
    await expect(navigation.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      new URL(url, page.url()).href,
    );
  }
  await expect(footer.getByRole('link', { name: 'Powered by Open edX' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A legal link opens the LMS's own page (the reference server's stand-in for it).
  const legal = stock.legal_links[0] ?? { title: '', url: '' };
  await navigation.getByRole('link', { name: legal.title, exact: true }).click();
  await expect(page).toHaveURL(new URL(legal.url, page.url()).href);
  await expect(page.getByText('LMS page (stand-in)')).toBeVisible();
  expect(adminConsole).toEqual([]);
});

test('the footer switches the language, from the runtime configuration’s list', async ({ page }) => {
  const adminConsole = adminConsoleRequests(page);
  await page.goto('/');
  const chooser = page.getByRole('contentinfo').getByLabel('Choose language');
  await expect.poll(() => chooser.locator('option').allTextContents()).toContain('العربية');
  const asked = footerLanguages(page);
  await chooser.selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('contentinfo').getByLabel('اختر اللغة')).toBeVisible();
  // The footer is asked again, in Arabic, and titled from the Arabic catalogue.
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'قانوني' })).toBeVisible();
  expect(asked.at(-1)).toBe('ar');
  expect(adminConsole).toEqual([]);
});

test('a learner buys on the LMS, enrolls through the Enrollment API, leaves from the dashboard, switches language', async ({
  page,
  request,
}) => {
  test.slow(); // registers and activates an account first; the machine is shared
  const adminConsole = adminConsoleRequests(page);
  const name = 'Introduction to Python Programming';
  const found = await stockSearch(request, { search_string: name, page_size: '50' });
  const courseId = found.ids[found.titles.indexOf(name)] ?? '';
  expect(courseId).toMatch(/^course-v1:/);
  await registerFreshAccount(page, 'stock');
  await activateAccount(page);

  // A course sold only in a paid track: its price from its modes, bought on the LMS's track choice.
  const paidName = 'Machine Learning with Python';
  const paid = await stockSearch(request, { search_string: paidName, page_size: '50' });
  await page.goto(`/course/${encodeURIComponent(paid.ids[paid.titles.indexOf(paidName)] ?? '')}/`);
  await expect(page.getByText('$49').filter({ visible: true }).first()).toBeVisible();
  await page
    .getByRole('button', { name: 'Purchase now', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/course_modes\/choose\/course-v1(:|%3A)/);
  await expect(page.getByRole('heading', { level: 1, name: `Choose your track: ${paidName}` })).toBeVisible();

  await page.goto(`/course/${encodeURIComponent(courseId)}/`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const enrolled = learnerAnswer(
    page,
    (r) => r.url().endsWith('/api/enrollment/v1/enrollment') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enroll now', exact: true }).first().click();
  expect((await enrolled).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Enrollment Successful!' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The dashboard, made of the learner home: the course is there, its way in, and its progress from
  // the progress API (nothing done yet).
  await page.goto('/inprogress');
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(page.getByText('Total: 1 course', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Go To Your Course' })).toHaveAttribute(
    'href',
    // The learner home's course home, on the LMS (here the same origin).
    new URL(`/learning/course/${encodeURIComponent(courseId)}/home`, page.url()).href,
  );
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expectNoAxeViolations(page);

  // Into the course (the LMS's course home), and back: the card now resumes it.
  await card.getByRole('link', { name: 'Go To Your Course' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await page.reload();
  await expect(card.getByRole('link', { name: 'Resume Course' })).toBeVisible();

  // Leaving it goes through the LMS's own change_enrollment form.
  const confirm = await chooseUnenroll(page, name);
  const left = learnerAnswer(page, (r) => r.url().endsWith('/change_enrollment'));
  await confirm.getByRole('button', { name: 'Unenroll' }).click();
  expect((await left).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'You have successfully unenrolled from the course' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);

  // Signed in, the language switch saves the learner's preference on the LMS, then reloads in it.
  const saved = page.waitForRequest(
    (r) => r.method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/user/v1/preferences/'),
  );
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('contentinfo').getByLabel('Choose language').selectOption({ label: 'العربية' }),
  ]);
  expect((await (await saved).response())?.status()).toBe(204);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(adminConsole).toEqual([]);
});
