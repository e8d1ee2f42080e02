import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { isPhoneWidth } from './support/layout.ts';

const PYTHON = '/course/introduction-to-python-programming/';
/** The test fixture's course: About HTML that tries to run script, and an intro video. */
const FIXTURE = '/course/history-of-the-ancient-mediterranean/';

test('a visitor reads every section of a course, by the section navigator', async ({ page }) => {
  await page.goto(PYTHON);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introduction to Python Programming' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Introduction to Python Programming | Atrium Academy');
  await expect(page.locator('main header').getByRole('link', { name: 'Atrium University' })).toHaveAttribute(
    'href',
    '/partners/AtriumX',
  );

  const nav = page.getByRole('navigation', { name: 'Course sections' });
  const expected = ['About', 'What you will learn', 'Requirements', 'Course content', 'Instructors'];
  await expect(nav.getByRole('link')).toHaveText(isPhoneWidth(page) ? ['Info', ...expected] : expected);

  // Keyboard: focus the first link, move with the arrow key, follow it with Enter.
  await nav.getByRole('link').first().focus();
  await page.keyboard.press('End');
  await expect(nav.getByRole('link', { name: 'Instructors' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Instructors' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Instructors' })).toBeInViewport();
  // The navigator follows the scroll.
  await expect(nav.getByRole('link', { name: 'Instructors' })).toHaveAttribute('aria-current', 'location');

  const instructors = page.getByRole('region', { name: 'Instructors' });
  const firstInstructor = instructors.getByRole('link').first();
  await expect(firstInstructor).toHaveAttribute('href', /^\/instructor\/[^/]+$/);
  await expect(instructors).toContainText(/learners?/);

  await nav.getByRole('link', { name: 'What you will learn' }).click();
  await expect(
    page.getByRole('region', { name: 'What you will learn' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'What you will learn' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  // The summary: price, pacing, dates, learners.
  const summary = page.getByRole('region', { name: 'Info' });
  await expect(summary).toContainText('Free');
  await expect(summary).toContainText('Lifetime access');
  await expect(summary).toContainText('Self-paced');
  await expect(summary).toContainText('Verified certificate');
  await expect(summary).toContainText(/Course has started on \w+ \d+, \d{4}/);
  await expect(summary).toContainText(/learners already enrolled!/);
  await expect(summary).toContainText(/Last update on/);
  await expectNoAxeViolations(page);
});

test('the table of contents opens section by section; a visitor sees units but no links', async ({
  page,
}) => {
  await page.goto(PYTHON);
  const content = page.getByRole('region', { name: 'Course content' });
  await expect(content).toContainText(/\d+ sections? · \d+ lessons?/);
  await expect(content).toContainText('Enroll in the course to open its lessons.');
  const firstSection = content.locator('details').first();
  await expect(firstSection).not.toHaveAttribute('open');
  await firstSection.locator('summary').first().click();
  await expect(firstSection).toHaveAttribute('open');
  const subsection = firstSection.locator('details').first();
  await expect(subsection.locator('summary')).toContainText(/\d+ lectures?/);
  // By keyboard as well.
  await subsection.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(subsection).toHaveAttribute('open');
  await expect(subsection.getByRole('listitem').first()).toContainText(/Video: |Lesson: /);
  await expect(content.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('similar courses come in pages of whole rows and never include the course itself', async ({ page }) => {
  await page.goto(PYTHON);
  const similar = page.getByRole('region', { name: 'Similar courses' });
  const cards = similar.getByRole('list', { name: 'Similar courses' }).locator(':scope > li');
  // One row of 3 at 1280 px; 4 cards (whole rows of 1 or 2) on a phone.
  const size = isPhoneWidth(page) ? 4 : 3;
  await expect(cards).toHaveCount(size);
  const titles = async () =>
    (await similar.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
  const first = await titles();
  expect(first).not.toContain('Introduction to Python Programming');
  await expect(similar).toContainText(/Page 1 of \d+/);
  await similar.getByRole('button', { name: 'Next similar courses' }).click();
  await expect(similar).toContainText(/Page 2 of \d+/);
  const second = await titles();
  expect(second.length).toBeGreaterThan(0);
  expect(second.length).toBeLessThanOrEqual(size);
  expect(second).not.toContain('Introduction to Python Programming');
  expect(second.some((t) => first.includes(t))).toBe(false);
  await similar.getByRole('button', { name: 'Previous similar courses' }).click();
  expect(await titles()).toEqual(first);
});

test('similar courses never list another run of the course (a course of the same title)', async ({
  page,
}) => {
  // Two runs of one course share a title in the demo catalogue: find one through discovery.
  const titles = new Map<string, string[]>();
  for (const index of [0, 1, 2]) {
    const search = await page.request.post(
      `/admin-console/api/full-course-discovery/?page_size=100&page_index=${index}`,
      { data: { learning_type: ['course'] } },
    );
    expect(search.status()).toBe(200);
    const { results } = (await search.json()) as {
      results: { data: { content: { display_name: string }; course_metadata: { course_slug: string } } }[];
    };
    for (const { data } of results)
      titles.set(data.content.display_name, [
        ...(titles.get(data.content.display_name) ?? []),
        data.course_metadata.course_slug,
      ]);
  }
  const [title, slugs] = [...titles].find(([, runs]) => runs.length > 1) ?? ['', []];
  expect(slugs.length).toBeGreaterThan(1);
  await page.goto(`/course/${encodeURIComponent(slugs[0] ?? '')}/`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar courses' });
  await similar.scrollIntoViewIfNeeded();
  await expect(
    similar.getByRole('list', { name: 'Similar courses' }).locator(':scope > li').first(),
  ).toBeVisible();
  const shown = (await similar.getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
  expect(shown).not.toContain(title);
});

test('share copies the course link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${PYTHON}?payment_status=failed`);
  await page.getByRole('button', { name: 'Share this course' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Link has been copied successfully!' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(
    'Share the link with your friends and let them dive into a world of captivating content!',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The share link, without the page's query string.
  expect(copied).toBe(new URL('/course/introduction-to-python-programming/', page.url()).href);
});

test('an unknown slug shows the not-found page at the same address', async ({ page }) => {
  await page.goto('/course/no-such-course-anywhere/');
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/no-such-course-anywhere\/$/);
});

test('the older share link form redirects to the course page', async ({ page }) => {
  await page.goto('/homepage/course/introduction-to-python-programming');
  await expect(page).toHaveURL(/\/course\/introduction-to-python-programming\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introduction to Python Programming' }),
  ).toBeVisible();
});

test('script inside the About HTML never runs; the text shows, clamped with Show more', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(FIXTURE);
  const about = page.getByRole('region', { name: 'About this course' });
  await expect(about.locator('#xss-about-safe')).toHaveText(
    'This paragraph of the About text must be visible.',
  );
  await expect(about.locator('script')).toHaveCount(0);
  await expect(about.locator('[onerror]')).toHaveCount(0);
  const link = about.locator('a', { hasText: 'A link that must not run script' });
  await expect(link).not.toHaveAttribute('href', /javascript:/);
  await link.click();
  expect(
    await page.evaluate(() => (window as { __atriumAboutXss?: string }).__atriumAboutXss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The intro video: nothing from the video site loads until asked for.
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(
    about.getByRole('button', { name: /Play the intro video \(loads the player from youtube\.com\)/ }),
  ).toBeVisible();
});

test('the About text is clamped with Show more / Show less when it is long', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(FIXTURE);
  const about = page.getByRole('region', { name: 'About this course' });
  const more = about.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const less = about.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(about.getByRole('button', { name: 'Show more' })).toBeVisible();
});

test('the breadcrumb keeps to one line: a long course name gives way, the heading says it whole', async ({
  page,
}) => {
  await page.goto('/course/foundations-of-data-structures-and-algorithms/');
  const name = 'Foundations of Data Structures and Algorithms';
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs.last()).toHaveText(name);
  const middles = await crumbs.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
  );
  expect(new Set(middles).size, 'every crumb on the same line').toBe(1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
