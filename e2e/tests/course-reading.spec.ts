/**
 * Reading a course page as a learner notices it: the section navigator stays under the site header,
 * text the app does not know the language of takes its direction from its content, instructors'
 * initials come from their names, and headings the course's own HTML already has are not repeated.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { COURSES, coursePath } from './support/courses.ts';
import { apiJson } from './support/visitor.ts';

// Two cores shared with other suites: page loads can be slow.
test.setTimeout(60_000);

async function openCourse(page: Page, slug: string): Promise<void> {
  await page.goto(coursePath(slug));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function inArabic(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'openedx-language-preference', value: 'ar', url: baseURL }]);
}

/** The topmost element at each of `count` points across the middle of `box` belongs to `owner`. */
async function ownsItsArea(page: Page, owner: Locator, count = 12): Promise<boolean[]> {
  const box = await owner.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  const { x, y, width, height } = box!;
  return owner.evaluate(
    (element, points) => points.map(([px, py]) => element.contains(document.elementFromPoint(px!, py!))),
    Array.from({ length: count }, (_, i) => [x + ((i + 0.5) * width) / count, y + height / 2]),
  );
}

test('the section navigator stays under the site header while the page scrolls', async ({ page }) => {
  await openCourse(page, COURSES.free);
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Course sections' });
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  // Nothing of the page shows through the header, and the navigator sticks right under it.
  expect(await ownsItsArea(page, header)).not.toContain(false);
  const headerBox = (await header.boundingBox())!;
  const navBox = (await nav.boundingBox())!;
  expect(headerBox.y).toBeCloseTo(0, 0);
  expect(navBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  expect(navBox.y).toBeLessThanOrEqual(headerBox.y + headerBox.height + 1);
  expect(await ownsItsArea(page, nav)).not.toContain(false);

  // A jump still lands the section's heading below both.
  await nav.getByRole('link', { name: 'Instructors' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Instructors' });
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => (await heading.boundingBox())!.y)
    .toBeGreaterThanOrEqual((await nav.boundingBox())!.y + navBox.height);
});

/**
 * Where the visible text of an element starts on screen, the left edge of its line box (the element,
 * or the block it sits in when it is inline) and the direction that line is laid out in.
 */
async function textGeometry(element: Locator) {
  return element.evaluate((node) => {
    const block = getComputedStyle(node).display === 'inline' ? node.parentElement! : node;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 1);
    return {
      direction: getComputedStyle(block).direction,
      left: Math.min(...rects.map((r) => r.left)),
      boxLeft: block.getBoundingClientRect().left,
    };
  });
}

test('in Arabic, an English course header reads left to right, its three lines aligned alike', async ({
  page,
}) => {
  await inArabic(page);
  await openCourse(page, COURSES.free);
  const intro = page.getByRole('main').locator('header').first();
  const title = intro.getByRole('heading', { level: 1 });
  const organization = intro.getByRole('link').first();
  const description = intro.locator('p').last();

  const lines = await Promise.all([title, organization, description].map(textGeometry));
  for (const line of lines) expect(line.direction).toBe('ltr');
  // Each starts at the start of its own box: one alignment for the three, that of their language.
  for (const line of lines) expect(Math.abs(line.left - line.boxLeft)).toBeLessThanOrEqual(2);

  // The description's full stop ends the line on the right, as English puts it.
  const text = (await description.textContent())!.trim();
  expect(text.endsWith('.')).toBe(true);
  const stop = await description.evaluate((node) => {
    const textNode = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE)!;
    const range = document.createRange();
    const end = textNode.textContent!.trimEnd().length;
    range.setStart(textNode, end - 1);
    range.setEnd(textNode, end);
    return range.getBoundingClientRect().right;
  });
  expect(stop).toBeGreaterThan(lines[2]!.left + 20);
});

test('in Arabic, server text on a course page (About, cards, instructors) takes its direction from its content', async ({
  page,
}) => {
  await inArabic(page);
  await openCourse(page, COURSES.free);
  const main = page.getByRole('main');
  const about = main.locator('#course-about-text');
  await expect(about).toBeVisible();
  expect((await textGeometry(about)).direction).toBe('ltr');

  const instructor = main.getByRole('region', { name: 'المحاضرون' }).getByRole('link').first();
  await expect(instructor).toBeVisible();
  // Name and title are the server's; the counts line after them is the interface's.
  for (const line of (await instructor.locator('span span').all()).slice(0, 2))
    expect(await line.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');

  const similar = main.getByRole('region', { name: 'دورات مشابهة' });
  const cardTitle = similar.getByRole('heading', { level: 3 }).first();
  await expect(cardTitle).toBeVisible();
  expect((await textGeometry(cardTitle)).direction).toBe('ltr');
});

interface InstructorPage {
  results: { name: string; slug: string }[];
  next: string | null;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 3)
    .join('');

test('an instructor whose address carries a number still shows the initials of the name alone', async ({
  page,
  request,
}) => {
  // A duplicate name gets a number in its slug ("…-49"); find one in the catalogue.
  let url: string | null = '/admin-console/api/instructor-list/?page=1';
  let numbered: { name: string; slug: string } | undefined;
  while (url && !numbered) {
    const answer: InstructorPage = await apiJson<InstructorPage>(request, url);
    numbered = answer.results.find((instructor) => /-\d+$/.test(instructor.slug));
    url = answer.next;
  }
  expect(numbered, 'the seed has an instructor with a numbered slug').toBeDefined();

  await page.goto(`/instructor/${numbered!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: numbered!.name })).toBeVisible({
    timeout: 15_000,
  });
  const portrait = page.getByRole('main').getByRole('img').first();
  await expect(portrait).toBeVisible();
  const svg = await (await request.get((await portrait.getAttribute('src'))!)).text();
  const shown = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  expect(shown).toBe(initials(numbered!.name));
});

test('a heading the course HTML already starts with is not repeated; outcomes are shown once', async ({
  page,
}) => {
  await openCourse(page, COURSES.free);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'About this course', exact: true })).toHaveCount(1);
  await expect(main.getByRole('heading', { name: 'What you will learn', exact: true })).toHaveCount(1);
  // The outcomes are in their own section, with the navigator's link to it.
  await expect(
    main.getByRole('region', { name: 'What you will learn' }).getByRole('listitem'),
  ).not.toHaveCount(0);
});

test('in Arabic, the English heading the About HTML starts with is not shown under the Arabic one', async ({
  page,
}) => {
  await inArabic(page);
  await openCourse(page, COURSES.free);
  const about = page.getByRole('main').getByRole('region', { name: 'نبذة عن هذه الدورة' });
  await expect(about.locator('#course-about-text')).toBeVisible();
  await expect(about.getByRole('heading', { name: 'About this course' })).toHaveCount(0);
  await expect(about.getByRole('heading', { name: 'What you will learn' })).toHaveCount(0);
});
