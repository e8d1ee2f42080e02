/**
 * A course page's ways in and out: the breadcrumb back to the catalogue, the intro video that loads
 * nothing from the video site until Play, and a page that still has a heading and a way back when the
 * course itself cannot be loaded (its call failed by route interception; the rest talks to the server).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { COURSES, coursePath } from './support/courses.ts';
import { breakCall } from './support/visitor.ts';

// Two cores shared with other suites: page loads and the accessibility scan can be slow.
test.setTimeout(60_000);

const TITLE = 'Introduction to Python Programming';
const VIDEO_SITE =
  /^https:\/\/(www\.)?(youtube(-nocookie)?\.com|youtu\.be|[a-z0-9-]+\.(ytimg|ggpht|googlevideo)\.com)\//;

test('the breadcrumb leads from a course back to the catalogue', async ({ page }) => {
  await page.goto(coursePath(COURSES.free));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Discover']);
  await expect(crumbs.getByText(TITLE)).toHaveAttribute('aria-current', 'page');
  await crumbs.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('an introductory course shows its intro video; nothing loads from the video site before Play', async ({
  page,
}) => {
  const fromVideoSite: string[] = [];
  // The machine has no way out: the player's page is answered here, and every request is counted.
  await page.route(VIDEO_SITE, (route) => {
    fromVideoSite.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>player</title>',
    });
  });
  await page.goto(coursePath(COURSES.free));
  const about = page.getByRole('region', { name: 'About this course' });
  const play = about.getByRole('button', {
    name: 'Play the intro video (loads the player from youtube.com)',
  });
  await expect(play).toBeVisible();
  // Before the text, where it is seen without scrolling through it.
  const [playTop, textTop] = await Promise.all([
    play.evaluate((node) => node.getBoundingClientRect().top),
    about.locator('#course-about-text').evaluate((node) => node.getBoundingClientRect().top),
  ]);
  expect(playTop).toBeLessThan(textTop);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(fromVideoSite).toEqual([]);

  await play.click();
  const frame = about.locator(`iframe[title="Intro video of ${TITLE}"]`);
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/3_yD_cEKoCk?autoplay=1');
  await expect.poll(() => fromVideoSite.length).toBeGreaterThan(0);
  expect(fromVideoSite.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
});

test('a course without an intro video shows none', async ({ page }) => {
  await page.goto(coursePath(COURSES.paid));
  const about = page.getByRole('region', { name: 'About this course' });
  await expect(about.locator('#course-about-text')).toBeVisible();
  await expect(about.getByRole('button', { name: /Play the intro video/ })).toHaveCount(0);
});

for (const how of ['error', 'malformed'] as const) {
  test(`a course that cannot be loaded (${how}) is still a whole page: heading, way back, Try again`, async ({
    page,
  }) => {
    const restore = await breakCall(page, `**/admin-console/api/course-metadata/${COURSES.free}/`, how);
    await page.goto(coursePath(COURSES.free));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This course could not be loaded', {
      timeout: 15_000,
    });
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Discover',
    ]);
    await expect(page.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/discover');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);

    await restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  });
}
