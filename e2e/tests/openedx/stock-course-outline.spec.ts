/**
 * Against the reference server in the stock dialect: a course page shows the outline's weeks and
 * lessons (`course_blocks` of `/api/course_home/outline/{course_id}`) where the platform gives them to
 * this caller, the same course to a visitor (its outline is public) and to its enrolled learner, and
 * shows no contents, and no error, on a course whose outline a visitor may not see, until the learner
 * enrolls there: then its contents appear on the same page. The courses are
 * found through the platform's own APIs. Desktop only: the section is laid out as in the other dialect.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { activateAccount, registerFreshAccount, signInAs } from '../support/learners.ts';
import { enrollHere, openToAll } from '../support/stockPlatform.ts';

interface Block {
  type: string;
  display_name: string;
  children: string[];
}
interface Outline {
  course_blocks: { blocks: Record<string, Block> } | null;
}

const coursePath = (id: string) => `/course/${encodeURIComponent(id)}/`;
const outlinePath = (id: string) => `/api/course_home/outline/${encodeURIComponent(id)}/`;

/** The outline as a visitor gets it (a fresh request context carries no cookies). */
async function visitorOutline(request: APIRequestContext, id: string): Promise<Outline> {
  const response = await request.get(outlinePath(id));
  expect(response.status(), outlinePath(id)).toBe(200);
  return (await response.json()) as Outline;
}

/** The first week's name and its lessons' names, read from the outline's blocks. */
function firstWeek(outline: Outline): { week: string; lessons: string[] } {
  const blocks = outline.course_blocks?.blocks ?? {};
  const course = Object.values(blocks).find((block) => block.type === 'course');
  const week = blocks[course?.children[0] ?? ''];
  if (!week) throw new Error('the outline has no week');
  return { week: week.display_name, lessons: week.children.map((id) => blocks[id]?.display_name ?? '') };
}

/** The learner's enrolled courses, as the learner home lists them (the page's own cookies). */
async function enrolledCourseIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/learner_home/init', {
    headers: { 'USE-JWT-COOKIE': 'true' },
  });
  expect(response.status()).toBe(200);
  const home = (await response.json()) as { courses: { courseRun: { courseId: string } | null }[] };
  return home.courses.flatMap((card) => (card.courseRun ? [card.courseRun.courseId] : []));
}

/** The first course of the Course API's first 50 whose outline a visitor gets empty and `also` accepts. */
async function courseWithHiddenOutline(
  request: APIRequestContext,
  also: (id: string) => Promise<boolean> = () => Promise.resolve(true),
): Promise<{ id: string; name: string } | null> {
  const list = await request.get('/api/courses/v1/courses/?page_size=50');
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { id: string; name: string }[] };
  for (const course of results)
    if ((await visitorOutline(request, course.id)).course_blocks === null && (await also(course.id)))
      return course;
  return null;
}

/** Opens a course page and waits for its outline's answer, so that what it shows is final. */
async function openCoursePage(page: Page, id: string): Promise<void> {
  const outline = page.waitForResponse(
    (r) => r.url().includes('/api/course_home/outline/') && r.status() === 200,
  );
  await page.goto(coursePath(id));
  await outline;
}

/** The course page's contents section: its heading, then the week, which opens to list its lessons. */
async function expectWeek(page: Page, { week, lessons }: { week: string; lessons: string[] }) {
  const section = page.getByRole('region', { name: 'Course content' });
  await expect(section).toBeVisible();
  await section.getByText(week, { exact: true }).click();
  for (const lesson of lessons) await expect(section.getByText(lesson, { exact: true })).toBeVisible();
}

test('a course whose outline is public shows its weeks and lessons to a visitor and to its learner', async ({
  page,
  browser,
  request,
}) => {
  await signInAs(page, 'learner');
  let found: { id: string; outline: Outline } | null = null;
  for (const id of await enrolledCourseIds(page)) {
    const outline = await visitorOutline(request, id);
    if (outline.course_blocks) {
      found = { id, outline };
      break;
    }
  }
  expect(found, 'the learner is enrolled in a course whose outline is public').not.toBeNull();
  const { id, outline } = found!;
  const week = firstWeek(outline);

  // A visitor: a context of its own, without the learner's cookies.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await openCoursePage(visitor, id);
  await expectWeek(visitor, week);
  await expect(visitor.getByText('Enroll in the course to open its lessons.')).toBeVisible();
  await expect(
    visitor
      .getByRole('navigation', { name: 'Course sections' })
      .getByRole('link', { name: 'Course content' }),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  await openCoursePage(page, id);
  await expectWeek(page, week);
  await expect(page.getByText('Enroll in the course to open its lessons.')).toHaveCount(0);
});

test('a course whose outline is not public shows a visitor no contents and no error', async ({
  page,
  request,
}) => {
  const hidden = await courseWithHiddenOutline(request);
  expect(hidden, 'a course whose outline is not public').not.toBeNull();
  await openCoursePage(page, hidden!.id);
  await expect(page.getByRole('heading', { level: 1, name: hidden!.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Course content' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Course content' })).toHaveCount(0);
  await expect(page.getByText('Error occurred while fetching data')).toHaveCount(0);
});

test('a course whose outline is for its learners shows its contents once the learner enrolls there', async ({
  page,
  request,
}) => {
  const hidden = await courseWithHiddenOutline(request, async (id) => {
    const courseware = await request.get(
      `/api/courseware/course/${encodeURIComponent(id)}?requested_fields=id,pre_requisite_courses`,
    );
    const { pre_requisite_courses } = (await courseware.json()) as { pre_requisite_courses: unknown[] };
    return pre_requisite_courses.length === 0 && (await openToAll(request, id));
  });
  expect(hidden, 'a course open to all whose outline only its learners see').not.toBeNull();

  await registerFreshAccount(page, 'outline');
  await activateAccount(page);
  await openCoursePage(page, hidden!.id);
  await expect(page.getByRole('region', { name: 'Course content' })).toHaveCount(0);
  await enrollHere(page);
  // The same page, not reloaded: the contents are asked again for the new learner.
  await expect(page.getByRole('region', { name: 'Course content' })).toBeVisible();
});
