/**
 * Two cards of one list that share a title (two runs of one course) each show what tells them apart
 * (docs/product-rules.md, "Search and catalogue"; issue 35, section 3): the demo catalogue offers
 * "Advanced Piano Repertoire" twice, a paid run and a free one with their own dates.
 */
import { expect, test } from '@playwright/test';

const TITLE = 'Advanced Piano Repertoire';

test('two cards of the same title in the results show different dates', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(TITLE)}`);
  const cards = page
    .getByRole('list', { name: 'Results' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
  await expect(cards).toHaveCount(2);
  const lines = [0, 1].map((i) => cards.nth(i).locator('p', { hasText: 'This run:' }));
  for (const line of lines) await expect(line).toBeVisible();
  const [first, second] = await Promise.all(lines.map((line) => line.innerText()));
  // A date range or a start date, in the page's language, different on each card.
  expect(first).toMatch(/\d{4}/);
  expect(second).toMatch(/\d{4}/);
  expect(first).not.toBe(second);
  // A card whose title no other result shares says nothing more.
  for (const card of await page.getByRole('list', { name: 'Results' }).getByRole('article').all()) {
    const title = await card.getByRole('heading').innerText();
    const namesakes = page
      .getByRole('list', { name: 'Results' })
      .getByRole('heading', { name: title, exact: true });
    if ((await namesakes.count()) === 1)
      await expect(card.locator('p', { hasText: 'This run:' })).toHaveCount(0);
  }
});
