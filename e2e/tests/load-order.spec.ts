/**
 * What is below the fold waits for the page: the footer's code and calls are asked for only once the
 * page has shown its first answers (web/src/app/usePageSettled.ts), the home page's lower sections'
 * code once the banner is painted, the course's About sanitiser once the course is shown, so that they
 * never compete with the page's own for a slow phone's few connections. A page's first call, where the
 * route table holds it, does not wait for the page's code.
 */
import { expect, test } from '@playwright/test';
import { chunkPath, isFile } from './support/chunks.ts';

const HOLD_MS = 1_500;

test("the footer's code and calls wait until the page has shown its first answer", async ({ page }) => {
  const asked: { what: string; at: number }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (isFile(pathname, chunkPath('src/features/footer/Footer.tsx')))
      asked.push({ what: 'footer code', at: Date.now() });
    if (pathname.startsWith('/admin-console/api/footer-section/'))
      asked.push({ what: 'footer call', at: Date.now() });
  });
  let answeredAt = Number.POSITIVE_INFINITY;
  await page.route(
    '**/admin-console/api/course-metadata/introduction-to-python-programming/',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      answeredAt = Date.now();
      await route.continue().catch(() => undefined); // the page may have gone meanwhile
    },
  );

  await page.goto('/course/introduction-to-python-programming/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Introduction to Python Programming',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(asked.map(({ what }) => what).sort()).toEqual(['footer call', 'footer code']);
  for (const { what, at } of asked)
    expect(at, `${what} asked before the course answered`).toBeGreaterThan(answeredAt);
});

test("the course's first call goes out with the page's code, not after it, and the About sanitiser after the course is shown", async ({
  page,
}) => {
  const times: Partial<
    Record<'courseAsked' | 'courseAnswered' | 'sanitiserAsked' | 'pageCodeReleased', number>
  > = {};
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/admin-console/api/course-metadata/introduction-to-python-programming/')
      times.courseAsked ??= Date.now();
    if (isFile(pathname, chunkPath('src/lib/sanitizeHtml.ts'))) times.sanitiserAsked ??= Date.now();
  });
  page.on('response', (response) => {
    if (
      new URL(response.url()).pathname ===
      '/admin-console/api/course-metadata/introduction-to-python-programming/'
    )
      times.courseAnswered ??= Date.now();
  });
  // The page's own code held back: its first call must not wait for it.
  const pageCode = chunkPath('src/features/course/CoursePage.tsx');
  await page.route(
    (url) => isFile(url.href, pageCode),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      times.pageCodeReleased = Date.now();
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
  expect(times.courseAsked).toBeLessThan(times.pageCodeReleased!);
  expect(times.sanitiserAsked).toBeGreaterThan(times.courseAnswered!);
  expect(times.sanitiserAsked).toBeGreaterThan(times.pageCodeReleased!);
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
