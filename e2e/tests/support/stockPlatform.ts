/**
 * What the stock-dialect journeys ask the platform itself, through its own APIs as any client of a
 * stock LMS would (Course API, courseware API, Enrollment API, course_list_search): the organisations
 * with most courses, a course whose prerequisite a new learner can take, and the first course in
 * start-date order. The journeys then check the pages against these answers.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chooseUnenroll } from './dashboard.ts';
import { learnerAnswer } from './learners.ts';

export interface StockCourse {
  id: string;
  name: string;
}

export interface Organisation {
  code: string;
  /** The courses' display org: what a visitor sees the organisation called. */
  name: string;
}

/** Escapes text for a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A course page's canonical address. */
export const stockCoursePath = (id: string) => `/course/${encodeURIComponent(id)}/`;

/** Records every request of the page to an /admin-console/ path (a stock LMS has none). */
export function adminConsoleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin-console/')) seen.push(request.url());
  });
  return seen;
}

/** Console errors, except the browser's own line for a request answered with an error status. */
export function pageErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The two organisations with the most courses on the Course API's first page. */
export async function twoOrganisations(request: APIRequestContext): Promise<[Organisation, Organisation]> {
  const { results } = await json<{ results: { id: string; org: string }[] }>(
    request,
    '/api/courses/v1/courses/?page_size=100',
  );
  const counts = new Map<string, Organisation & { courses: number }>();
  for (const course of results) {
    const code = /^course-v1:([^+]+)\+/.exec(course.id)?.[1];
    if (!code) continue;
    const org = counts.get(code) ?? { code, name: course.org, courses: 0 };
    counts.set(code, { ...org, courses: org.courses + 1 });
  }
  const [first, second] = [...counts.values()].sort((a, b) => b.courses - a.courses);
  expect(first && second, 'two organisations with courses').toBeTruthy();
  return [first!, second!].map(({ code, name }) => ({ code, name })) as [Organisation, Organisation];
}

/**
 * The platform's own index asked for `orgs` (OR-combined), in start-date order where `byStart`: its
 * total and first title. Where course_list_search is missing (before Verawood) nothing is asked.
 */
export async function indexAnswer(
  request: APIRequestContext,
  origin: string,
  orgs: readonly Organisation[],
  byStart = false,
): Promise<{ total: number; first: string }> {
  const { csrfToken } = await json<{ csrfToken: string }>(request, '/csrf/api/v1/token');
  const form = new URLSearchParams({ page_size: '1', page_index: '0' });
  if (byStart) form.set('enable_course_sorting_by_start_date', 'true');
  for (const org of orgs) form.append('org', org.code);
  const response = await request.post('/search/unstable/v0/course_list_search/', {
    headers: {
      'X-CSRFToken': csrfToken,
      'Content-Type': 'application/x-www-form-urlencoded',
      Referer: `${origin}/`,
    },
    data: form.toString(),
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    total: number;
    results: { data: { content: { display_name: string } } }[];
  };
  return { total: answer.total, first: answer.results[0]?.data.content.display_name ?? '' };
}

interface Courseware {
  name: string;
  pre_requisite_courses: { key: string; display: string }[];
}

interface CourseDetail {
  name: string;
  start: string | null;
  enrollment_end: string | null;
  invitation_only: boolean;
}

/** Whether a new learner may enroll in the course now, for free (Course API and Enrollment API). */
export async function openToAll(request: APIRequestContext, id: string): Promise<boolean> {
  const detail = await json<CourseDetail>(request, `/api/courses/v1/courses/${encodeURIComponent(id)}`);
  const { course_modes } = await json<{ course_modes: { slug: string }[] }>(
    request,
    `/api/enrollment/v1/course/${encodeURIComponent(id)}`,
  );
  const now = Date.now();
  return (
    !detail.invitation_only &&
    detail.start !== null &&
    Date.parse(detail.start) < now &&
    (detail.enrollment_end === null || Date.parse(detail.enrollment_end) > now) &&
    course_modes.some((mode) => mode.slug === 'audit' || mode.slug === 'honor')
  );
}

/** A course with a prerequisite that a new learner can take, read from the courseware API (Ulmo on). */
export async function courseWithOpenPrerequisite(
  request: APIRequestContext,
): Promise<{ course: StockCourse; prerequisite: StockCourse & { display: string } }> {
  for (let page = 1; page <= 30; page += 1) {
    const list = await json<{ results: StockCourse[]; pagination: { next: string | null } }>(
      request,
      `/api/courses/v1/courses/?page=${page}`,
    );
    for (const course of list.results) {
      const facts = await json<Courseware>(
        request,
        `/api/courseware/course/${encodeURIComponent(course.id)}`,
      );
      const [required] = facts.pre_requisite_courses;
      if (!required || !(await openToAll(request, required.key))) continue;
      const detail = await json<CourseDetail>(
        request,
        `/api/courses/v1/courses/${encodeURIComponent(required.key)}`,
      );
      return {
        course: { id: course.id, name: course.name },
        prerequisite: { id: required.key, name: detail.name, display: required.display },
      };
    }
    if (!list.pagination.next) break;
  }
  throw new Error('no course with an open prerequisite in the demo catalogue');
}

/** A course a new learner can enroll in for free, from the Course API alone (every release). */
export async function openCourse(request: APIRequestContext): Promise<StockCourse> {
  const { results } = await json<{ results: StockCourse[] }>(
    request,
    '/api/courses/v1/courses/?page_size=50',
  );
  for (const course of results) if (await openToAll(request, course.id)) return course;
  throw new Error('no course open to all in the demo catalogue');
}

/** Enrolls from the course page shown (its Enroll now, wherever the layout puts it) through the Enrollment API. */
export async function enrollHere(page: Page): Promise<void> {
  const enrolled = learnerAnswer(
    page,
    (r) => r.url().endsWith('/api/enrollment/v1/enrollment') && r.request().method() === 'POST',
  );
  await page
    .getByRole('button', { name: 'Enroll now', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  expect((await enrolled).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Enrollment Successful!' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Leaves the course from its dashboard card, through the LMS's own form: gone after a reload. */
export async function unenrollFromDashboard(page: Page, name: string): Promise<void> {
  const confirm = await chooseUnenroll(page, name);
  const left = learnerAnswer(page, (r) => r.url().endsWith('/change_enrollment'));
  await confirm.getByRole('button', { name: 'Unenroll' }).click();
  expect((await left).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
}
