/**
 * The page's largest contentful paint, as the browser itself reports it (a `PerformanceObserver` with
 * `buffered: true`, installed before the page's own scripts): which element it was and how it was
 * asked to load. docs/product-rules.md, "The largest picture loads first".
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
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

/**
 * The last candidate once the page has drawn what it is for (`ready`), every picture on screen has
 * loaded, and the browser has had two frames to report their paint.
 */
export async function largestPaint(page: Page, ready: Locator): Promise<LargestPaint> {
  await expect(ready).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete),
  );
  const read = () =>
    page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __largestPaints: LargestPaint[] }).__largestPaints;
    });
  await expect
    .poll(async () => (await read()).length, { message: 'the page reported a largest paint' })
    .toBeGreaterThan(0);
  return (await read()).at(-1)!;
}

/**
 * The checks of one dialect: home, the catalogue, `coursePath` and the dashboard (signed in as the
 * seeded learner, whose dashboard has many cards), one page load each; each fails if the page's
 * largest paint is a lazy image.
 */
export function describeLargestPaints(coursePath: (page: Page) => string | Promise<string>): void {
  const main = (page: Page) => page.getByRole('main');
  const pages: { name: string; open: (page: Page) => Promise<unknown>; ready: (page: Page) => Locator }[] = [
    {
      name: 'home',
      open: (page) => page.goto('/'),
      // Explore Courses' first card: drawn after the banner, it may paint larger.
      ready: (page) => main(page).getByRole('article').first(),
    },
    {
      name: 'the catalogue',
      open: (page) => page.goto('/search'),
      ready: (page) => main(page).getByRole('list', { name: 'Results' }).getByRole('article').first(),
    },
    {
      name: 'a course page',
      open: async (page) => page.goto(await coursePath(page)),
      ready: (page) => main(page).getByRole('heading', { level: 1 }),
    },
    {
      name: 'the dashboard',
      // The sign-in form's answer is the dashboard's one page load.
      open: (page) => signInAs(page, 'learner', '/inprogress'),
      ready: (page) => main(page).getByRole('article').first(),
    },
  ];
  for (const { name, open, ready } of pages) {
    test(`the largest paint of ${name} is no lazy image`, async ({ page }) => {
      await watchLargestPaint(page);
      await open(page);
      const paint = await largestPaint(page, ready(page));
      test.info().annotations.push({ type: 'largest paint', description: JSON.stringify(paint) });
      expect(
        paint.tag === 'img' && paint.loading === 'lazy',
        `the largest paint is ${JSON.stringify(paint)}`,
      ).toBe(false);
    });
  }
}
