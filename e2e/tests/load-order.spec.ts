/**
 * What is below the fold waits for the page: the footer's code and calls are asked for only once the
 * page has shown its first answers (web/src/app/usePageSettled.ts), the home page's lower sections'
 * code once the banner is painted, the course's About sanitiser once the course is shown, so that they
 * never compete with the page's own for a slow phone's few connections. A page's first call, where the
 * route table holds it, does not wait for the page's code.
 */
import { expect, test } from '@playwright/test';
import { chunkPath, isFile } from './support/chunks.ts';

/**
 * Long enough that a footer asked for too early is asked while the answer is held, short enough to stay
 * far inside the 3 s after which the footer comes anyway (usePageSettled's SETTLE_LIMIT_MS), even on a
 * loaded machine.
 */
const HOLD_MS = 800;
/** How long the page's code is held at most while waiting for the page's first call. */
const PAGE_CODE_HOLD_LIMIT_MS = 5_000;

test("the footer's code and calls wait until the page has shown its first answer", async ({ page }) => {
  // Events in the order this process saw them: a footer request that follows the answer's release is
  // asked after it, whatever the clocks say.
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isFile(pathname, chunkPath('src/features/footer/Footer.tsx'))) seen.push('footer code');
    if (pathname.startsWith('/admin-console/api/footer-section/')) seen.push('footer call');
  });
  await page.route(
    '**/admin-console/api/course-metadata/introduction-to-python-programming/',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      seen.push('course answered');
      await route.continue().catch(() => undefined); // the page may have gone meanwhile
    },
  );

  await page.goto('/course/introduction-to-python-programming/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Introduction to Python Programming',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The footer's landmark is drawn before its call is sent.
  await expect.poll(() => seen.slice(1).sort()).toEqual(['footer call', 'footer code']);
  expect(seen[0], 'nothing of the footer is asked before the course answers').toBe('course answered');
});

test("the course's first call goes out with the page's code, not after it, and the About sanitiser after the course is shown", async ({
  page,
}) => {
  // Events in the order this process saw them, as in the test above.
  const seen: string[] = [];
  const coursePath = '/admin-console/api/course-metadata/introduction-to-python-programming/';
  let courseAsked = () => {};
  const courseAskedOrGivenUp = new Promise<void>((resolve) => {
    courseAsked = resolve;
    setTimeout(resolve, PAGE_CODE_HOLD_LIMIT_MS);
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === coursePath) {
      seen.push('course asked');
      courseAsked();
    }
    if (isFile(pathname, chunkPath('src/lib/sanitizeHtml.ts'))) seen.push('sanitiser asked');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === coursePath) seen.push('course answered');
  });
  // The page's own code is held until the course has been asked for: a first call that waited for the
  // page's code would be asked only once the hold gives up.
  const pageCode = chunkPath('src/features/course/CoursePage.tsx');
  await page.route(
    (url) => isFile(url.href, pageCode),
    async (route) => {
      await courseAskedOrGivenUp;
      seen.push('page code released');
      await route.continue().catch(() => undefined);
    },
  );

  await page.goto('/course/introduction-to-python-programming/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Introduction to Python Programming',
  );
  // The About text still comes, sanitised, in place of its placeholder.
  const about = page.getByRole('region', { name: 'About this course' });
  await expect(about.locator('p').first()).toBeVisible();
  await expect(about.getByRole('status')).toHaveCount(0);
  const at = (event: string) => seen.indexOf(event);
  expect(at('course asked')).toBeGreaterThanOrEqual(0);
  expect(at('course asked')).toBeLessThan(at('page code released'));
  expect(at('sanitiser asked')).toBeGreaterThan(at('course answered'));
  expect(at('sanitiser asked')).toBeGreaterThan(at('page code released'));
});

test("the home page's lower sections' code is asked for once the page above them has been drawn", async ({
  page,
}) => {
  // When the banner's heading entered the page, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      Object.assign(window, { __bannerDrawnAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const lowerSections = [
    chunkPath('src/features/home/ExploreCourses.tsx'),
    chunkPath('src/features/home/PopularPartners.tsx'),
  ];
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Explore Courses' }).getByRole('article').first(),
  ).toBeVisible();
  const { drawnAt, askedAt } = await page.evaluate(
    (files) => ({
      drawnAt: (window as unknown as { __bannerDrawnAt: number }).__bannerDrawnAt,
      askedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => files.some((file) => new URL(entry.name).pathname.endsWith(file)))
        .map((entry) => entry.startTime),
    }),
    lowerSections,
  );
  expect(askedAt).toHaveLength(2);
  for (const at of askedAt) expect(at).toBeGreaterThan(drawnAt);
});
