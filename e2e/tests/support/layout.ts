/** Layout checks by geometry, as a person sees the page. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The page is at the phone layout's width (bottom sheets instead of menus, a section nav with Info). */
export const isPhoneWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** Explore Courses shows its 8 cards in whole rows: 6 where the grid has 3 columns (desktop). */
export const exploreCards = (page: Page) => (isPhoneWidth(page) ? 8 : 6);

/**
 * Every row of a grid is filled from edge to edge: no card or tile is left alone on a last row (a row
 * may also be filled by one tile that spans it). Rows are the visible items grouped by their top.
 */
export async function expectFullRows(grid: Locator): Promise<void> {
  const measure = () =>
    grid.evaluate((list) => {
      const box = list.getBoundingClientRect();
      const items = [...list.children]
        .map((item) => item.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0);
      const rows = new Map<number, { left: number; right: number; count: number }>();
      for (const rect of items) {
        const top = Math.round(rect.top);
        const row = rows.get(top) ?? { left: Infinity, right: -Infinity, count: 0 };
        rows.set(top, {
          left: Math.min(row.left, rect.left),
          right: Math.max(row.right, rect.right),
          count: row.count + 1,
        });
      }
      return { left: box.left, right: box.right, rows: [...rows.values()] };
    });
  // A grid being replaced (a tab's next answer) shows no item for a moment: measure it once it does.
  let geometry = await measure();
  await expect
    .poll(async () => (geometry = await measure()).rows.length, { message: 'the grid shows items' })
    .toBeGreaterThan(0);
  const counts = geometry.rows.map((row) => row.count);
  for (const row of geometry.rows) {
    expect(
      Math.abs(row.left - geometry.left) + Math.abs(row.right - geometry.right),
      `a row of ${row.count} fills the grid (rows: ${counts.join(' + ')})`,
    ).toBeLessThanOrEqual(2);
  }
}

/**
 * Nothing sticks out sideways: the page never scrolls horizontally. Measured against the configured
 * viewport too, because a phone browser widens its layout viewport (and innerWidth) to fit content
 * that sticks out.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const viewportWidth = page.viewportSize()!.width;
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(Math.min(innerWidth, viewportWidth));
}
