/**
 * The catalogue's layout at both widths: a very long search stays inside the page (chip and heading
 * truncate, the full text stays available), grids leave no card alone on a row, and the phone's sort
 * button stays on one line.
 */
import { expect, test, type Page } from '@playwright/test';
import { COURSES, coursePath } from './support/courses.ts';
import { expectFullRows, expectNoSidewaysScroll } from './support/layout.ts';

// Two cores shared with other suites: page loads can be slow.
test.setTimeout(60_000);

const LONG_QUERIES = {
  words: 'introduction to machine learning and data analysis for beginners '.repeat(10).trim(),
  'one long word': 'x'.repeat(600),
};

for (const [kind, query] of Object.entries(LONG_QUERIES)) {
  test(`a 600-character search (${kind}) stays inside the page; chip and heading truncate`, async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    const chip = page.getByRole('button', { name: /^Remove filter: “/ });
    await expect(chip).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The chip keeps to one line and cuts its text short; its name and title carry all of it.
    const kept = (await chip.getAttribute('aria-label'))!.replace(/^Remove filter: “|”$/g, '');
    expect(kept.length).toBeGreaterThanOrEqual(200);
    expect(query.startsWith(kept)).toBe(true);
    const label = chip.locator('span').first();
    await expect(label).toHaveAttribute('title', `“${kept}”`);
    const chipBox = (await chip.boundingBox())!;
    expect(chipBox.height).toBeLessThanOrEqual(48);
    expect(await label.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);

    // The heading shows at most three lines of it; its accessible name is the whole heading.
    await expect(heading).toHaveAccessibleName(`Search our catalog “${kept}”`);
    const lineHeight = await heading.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    expect((await heading.boundingBox())!.height).toBeLessThanOrEqual(3 * lineHeight + 2);
    expect(await heading.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  });
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

test('home: Popular Subjects and Explore Courses leave no tile or card alone on a row', async ({ page }) => {
  await openHome(page);
  const subjects = page.getByRole('region', { name: 'Popular Subjects' }).getByRole('list');
  await expect(subjects.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expectFullRows(subjects);

  const explore = page.getByRole('region', { name: 'Explore Courses' });
  await explore.scrollIntoViewIfNeeded();
  const cards = explore.getByRole('tabpanel').getByRole('list').first();
  await expect(cards.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expectFullRows(cards);
  await explore.getByRole('tab', { name: 'Recently added' }).click();
  await expect(cards.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expectFullRows(cards);
});

test('course page: every page of Similar courses fills its rows', async ({ page }) => {
  await page.goto(coursePath(COURSES.free));
  const similar = page.getByRole('region', { name: 'Similar courses' });
  await similar.scrollIntoViewIfNeeded();
  const cards = similar.getByRole('list', { name: 'Similar courses' });
  await expect(cards.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  const next = similar.getByRole('button', { name: 'Next similar courses' });
  for (let pageShown = 1; ; pageShown++) {
    await expectFullRows(cards);
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(similar.getByText(`Page ${pageShown + 1} of`)).toBeVisible();
  }
});

test('phone: the sort button says "Sort by: Most relevant" on one line @phone-only', async ({ page }) => {
  await page.goto('/search?q=data');
  const sort = page.getByRole('button', { name: /^Sort by: Most relevant/ });
  await expect(sort).toBeVisible({ timeout: 15_000 });
  // Lines of its text: the boxes of the text itself, not of the elements around it.
  const oneLine = await sort.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
  expect(oneLine, 'lines of text in the sort button').toBe(1);
  await expectNoSidewaysScroll(page);
});
