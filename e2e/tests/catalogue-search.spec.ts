/**
 * The catalogue browser against the real server: text, two subjects and a language, Z to A, page 2;
 * reload and Back restore it; what is shown is the server's answer for the same query; chips remove
 * filters; the phone filter view and sort sheet; empty and error states; axe with menus open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { serverSearch, type SearchBody } from './support/catalogue.ts';

const QUERY: SearchBody = {
  search_string: 'of',
  subjects: ['Computer Science', 'History'],
  language_codes: ['en'],
};
const FINAL_URL = /\/search\?q=of&subject=Computer\+Science&subject=History&language=en&sort=Z-A&page=2$/;

/** The row of facet buttons (the header has a "Subjects" menu too). */
const facet = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: new RegExp(`^${name}`) });
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const resultTitles = (page: Page) => results(page).getByRole('heading', { level: 3 });

async function expectResults(page: Page, titles: string[]) {
  await expect(resultTitles(page)).toHaveCount(titles.length);
  await expect(resultTitles(page).first()).toHaveText(titles[0] ?? '');
  await expect(resultTitles(page).last()).toHaveText(titles.at(-1) ?? '');
}

async function searchFromDiscover(page: Page) {
  await page.goto('/discover');
  await expect(page).toHaveTitle('Discover | Atrium Academy');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search courses' });
  await box.fill('of');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=of$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search our catalog “of”');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Discover',
  ]);
}

test.describe('desktop', { tag: '@desktop-only' }, () => {
  test('text, two subjects and a language, Z to A, page 2; reload and Back restore it', async ({
    page,
    request,
  }) => {
    test.slow(); // a long walk with four axe scans; the machine is shared
    const expected = await serverSearch(request, QUERY, { sort: 'Z-A', page_index: 1 });
    const firstPage = await serverSearch(request, QUERY, { sort: 'Z-A', page_index: 0 });
    expect(expected.total).toBeGreaterThan(12);

    await searchFromDiscover(page);
    const subject = facet(page, 'Subject');
    await subject.click();
    await expect(subject).toHaveAttribute('aria-expanded', 'true');
    const subjects = page.getByRole('group', { name: 'Subject' });
    await subjects.getByRole('checkbox', { name: /^Computer Science/ }).check();
    await subjects.getByRole('checkbox', { name: /^History/ }).check();
    await expect(page).toHaveURL(/subject=Computer\+Science&subject=History/);
    await expectNoAxeViolations(page); // with the facet panel open
    await page.keyboard.press('Escape');
    await expect(subject).toHaveAttribute('aria-expanded', 'false');
    await expect(subject).toBeFocused();

    await facet(page, 'Language').click();
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('checkbox', { name: /^English/ })
      .check();
    await facet(page, 'Language').click();

    await page.getByRole('button', { name: 'Sort by: Most relevant' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page); // with the sort menu open
    await page.getByRole('menuitemradio', { name: 'Title Z to A' }).click();
    await expect(page.getByRole('button', { name: 'Sort by: Title Z to A' })).toBeVisible();
    await expect(page.getByText(`Total: ${expected.total}`)).toBeVisible();
    await expectResults(page, firstPage.titles);

    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(FINAL_URL);
    await expectResults(page, expected.titles);
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveText([
      '“of”',
      'Computer Science',
      'History',
      'English',
    ]);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page).toHaveURL(FINAL_URL);
    await expectResults(page, expected.titles);
    await expect(page.getByRole('button', { name: 'Sort by: Title Z to A' })).toBeVisible();
    await expect(facet(page, 'Subject')).toContainText('2 selected');

    await page.goBack();
    await expect(page).toHaveURL(/sort=Z-A$/);
    await expectResults(page, firstPage.titles);
    await page.goForward();
    await expectResults(page, expected.titles);
  });

  test('chips remove filters (back to page 1) and Clear all removes everything', async ({
    page,
    request,
  }) => {
    await page.goto('/search?q=of&subject=Computer+Science&subject=History&language=en&sort=Z-A&page=2');
    await page.getByRole('button', { name: 'Remove filter: History' }).click();
    await expect(page).toHaveURL(/\/search\?q=of&subject=Computer\+Science&language=en&sort=Z-A$/);
    const without = await serverSearch(
      request,
      { ...QUERY, subjects: ['Computer Science'] },
      { sort: 'Z-A' },
    );
    await expect(page.getByText(`Total: ${without.total}`)).toBeVisible();
    await expectResults(page, without.titles);
    await page.getByRole('button', { name: 'Remove filter: “of”' }).click();
    await expect(page).toHaveURL(/\/search\?subject=Computer\+Science&language=en&sort=Z-A$/);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/search\?sort=Z-A$/);
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
    const all = await serverSearch(request, {}, { sort: 'Z-A' });
    await expect(page.getByText(`Total: ${all.total}`)).toBeVisible();
  });

  test('a facet searches its own list and says when nothing matches', async ({ page }) => {
    await page.goto('/search');
    await facet(page, 'Partner').click();
    const find = page.getByRole('searchbox', { name: 'Find a partner' });
    await find.fill('atrium');
    const partners = page.getByRole('group', { name: 'Partner' });
    await expect(partners.getByRole('checkbox')).toHaveCount(1);
    await expect(partners.getByRole('checkbox', { name: /^Atrium University/ })).toBeVisible();
    await find.fill('no such partner at all');
    await expect(page.getByText('No exact matches')).toBeVisible();
  });

  test('a query without results says so and disables the sort', async ({ page }) => {
    await page.goto('/search?q=qqqzzzxxx');
    await expect(page.getByText("We couldn't find any exact matches")).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sort by/ })).toBeDisabled();
    await expect(page.getByText('Total: 0')).toBeVisible();
  });

  test('a failed search shows the error with Retry, which recovers', async ({ page, request }) => {
    let fail = true;
    await page.route('**/admin-console/api/full-course-discovery/**', (route) =>
      fail ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
    );
    await page.goto('/search?q=python');
    await expect(page.getByText('Error occurred while fetching data')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    const expected = await serverSearch(request, { search_string: 'python' });
    await expectResults(page, expected.titles);
  });

  test('opening a result adds it to recently viewed; program hits open the program page', async ({
    page,
  }) => {
    await page.goto('/search?learning_type=program');
    const first = resultTitles(page).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/program\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const recent = await page.evaluate(
      () => JSON.parse(localStorage.getItem('recentPages') ?? '[]') as { course_slug: string }[],
    );
    expect(recent.length).toBeGreaterThan(0);
  });
});

test.describe('phone', { tag: '@phone-only' }, () => {
  test('filter view, sort sheet and reduced pagination reach the same answer as the server', async ({
    page,
    request,
  }) => {
    test.slow(); // a long walk with four axe scans; the machine is shared
    const expected = await serverSearch(request, QUERY, { sort: 'Z-A', page_index: 1 });
    await searchFromDiscover(page);

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await expectNoAxeViolations(page); // filter view open
    await filters.getByRole('button', { name: 'Subject' }).click();
    const picker = page.getByRole('dialog', { name: 'Subject' });
    await picker.getByRole('checkbox', { name: /^Computer Science/ }).check();
    await picker.getByRole('checkbox', { name: /^History/ }).check();
    await expectNoAxeViolations(page); // facet picker open
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/subject=Computer\+Science&subject=History/);
    await filters.getByRole('button', { name: 'Language' }).click();
    await page
      .getByRole('dialog', { name: 'Language' })
      .getByRole('checkbox', { name: /^English/ })
      .check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(filters.getByRole('button', { name: 'Language (1)' })).toBeVisible();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(filters).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (4)' })).toBeFocused();

    await page.getByRole('button', { name: 'Sort by: Most relevant' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sort by' });
    await expect(sheet.getByRole('radio', { name: 'Most relevant' })).toBeChecked();
    await expectNoAxeViolations(page); // sort sheet open
    await sheet.getByRole('radio', { name: 'Title Z to A' }).click();
    await expect(sheet).toBeHidden();

    const pagination = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pagination.getByText('Page 1 of 2')).toBeVisible();
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toBeHidden();
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(FINAL_URL);
    await expectResults(page, expected.titles);
    await expect(pagination.getByText('Page 2 of 2')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expectResults(page, expected.titles);
    await expect(page.getByRole('button', { name: 'Filters (4)' })).toBeVisible();

    // Reset in the filter view clears every filter at once.
    await page.getByRole('button', { name: 'Filters (4)' }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/search\?sort=Z-A$/);
  });

  test('featured subjects open the browser filtered by that subject', async ({ page }) => {
    await page.goto('/discover');
    const featured = page.getByRole('region', { name: 'Featured subjects' }).getByRole('link');
    await expect(featured).toHaveCount(6);
    const name = (await featured.first().textContent())?.trim() ?? '';
    await featured.first().click();
    await expect(page).toHaveURL(`/search?subject=${encodeURIComponent(name).replace(/%20/g, '+')}`);
    await expect(page.getByRole('button', { name: `Remove filter: ${name}` })).toBeVisible();
  });
});

test('desktop shows ten featured subjects', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/discover');
  await expect(page.getByRole('region', { name: 'Featured subjects' }).getByRole('link')).toHaveCount(10);
  await expectNoAxeViolations(page);
});
