/**
 * No layout shift while pages load (docs/architecture.md, "Budgets": CLS ≤ 0.02): the browser's own layout-shift
 * entries, summed from navigation until the page has settled, at both screen sizes. Found by the
 * bench: the footer showed under a loading course page and then jumped away, and the home banner's
 * description pushed the search box down on phones.
 */
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/search?q=data',
  '/course/introduction-to-python-programming/',
  '/discover',
  '/partners',
];

for (const path of PAGES) {
  test(`${path} loads without layout shift`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            nodes: entry.sources.map(
              (source) => (source.node as Element | null)?.outerHTML.slice(0, 80) ?? '?',
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02);
  });
}
