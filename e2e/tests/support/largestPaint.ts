/**
 * The page's largest contentful paint, as the browser itself reports it (a `PerformanceObserver` with
 * `buffered: true`, installed before the page's own scripts): which element it was and how it was
 * asked to load. docs/product-rules.md, "The largest picture loads first".
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './learners.ts';

export interface LargestPaint {
  tag: string;
  loading: string | null;
  fetchPriority: string | null;
  url: string;
  size: number;
}

/** Records every largest-contentful-paint candidate of each document the page loads from now on. */
export async function watchLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: LargestPaint[] = [];
    Object.assign(window, { __largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element: Element | null;
        url: string;
        size: number;
      })[]) {
        // Read now: a later render may replace the element (a skeleton by its content).
        seen.push({
          tag: entry.element?.tagName.toLowerCase() ?? '(removed)',
          loading: entry.element?.getAttribute('loading') ?? null,
          fetchPriority: entry.element?.getAttribute('fetchpriority') ?? null,
          url: entry.url,
          size: entry.size,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The last candidate once the page has settled (its requests done, two frames painted since). */
export async function largestPaint(page: Page): Promise<LargestPaint> {
  await page.waitForLoadState('networkidle');
  const paints = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __largestPaints: LargestPaint[] }).__largestPaints;
  });
  expect(paints.length, 'the page painted a largest-contentful-paint candidate').toBeGreaterThan(0);
  return paints.at(-1)!;
}

/**
 * The checks of one dialect: home, the catalogue, `coursePath` and the dashboard (signed in as the
 * seeded learner, whose dashboard has many cards), one page load each; each fails if the page's
 * largest paint is a lazy image.
 */
export function describeLargestPaints(coursePath: (page: Page) => string | Promise<string>): void {
  const pages: { name: string; open: (page: Page) => Promise<unknown> }[] = [
    { name: 'home', open: (page) => page.goto('/') },
    { name: 'the catalogue', open: (page) => page.goto('/search') },
    { name: 'a course page', open: async (page) => page.goto(await coursePath(page)) },
    // The sign-in form's answer is the dashboard's one page load.
    { name: 'the dashboard', open: (page) => signInAs(page, 'learner', '/inprogress') },
  ];
  for (const { name, open } of pages) {
    test(`the largest paint of ${name} is no lazy image`, async ({ page }) => {
      await watchLargestPaint(page);
      await open(page);
      const paint = await largestPaint(page);
      test.info().annotations.push({ type: 'largest paint', description: JSON.stringify(paint) });
      expect(
        paint.tag === 'img' && paint.loading === 'lazy',
        `the largest paint is ${JSON.stringify(paint)}`,
      ).toBe(false);
    });
  }
}
