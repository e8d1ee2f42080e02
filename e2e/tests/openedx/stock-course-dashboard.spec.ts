/**
 * Against the reference server in the stock dialect, at both widths: a course's prerequisite, named by
 * the courseware API, is shown and linked on its page, and its enroll rule holds (a learner who has
 * not passed it cannot enroll); the learner follows the link, enrolls in the prerequisite, finds it on
 * the dashboard with its progress bar (the progress API's figure), and leaves it. A seeded learner's
 * card of a course whose prerequisite is unmet names it and links to it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { chooseUnenroll } from '../support/dashboard.ts';
import { activateAccount, learnerAnswer, registerFreshAccount, signInAs } from '../support/learners.ts';

const PREREQUISITE_NOTICE =
  'This course has a prerequisite that must be successfully completed before you enroll.';

interface Course {
  id: string;
  name: string;
}

const coursePath = (id: string) => `/course/${encodeURIComponent(id)}/`;

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

interface Courseware {
  name: string;
  start: string | null;
  enrollment_end: string | null;
  invitation_only: boolean;
  pre_requisite_courses: { key: string; display: string }[];
}

const courseware = (request: APIRequestContext, id: string) =>
  json<Courseware>(request, `/api/courseware/course/${encodeURIComponent(id)}`);

/** Whether a new learner may enroll in the course now, for free, with nothing required first. */
async function openToAll(request: APIRequestContext, id: string): Promise<boolean> {
  const facts = await courseware(request, id);
  const modes = await json<{ course_modes: { slug: string }[] }>(
    request,
    `/api/enrollment/v1/course/${encodeURIComponent(id)}`,
  );
  const now = Date.now();
  return (
    facts.pre_requisite_courses.length === 0 &&
    !facts.invitation_only &&
    facts.start !== null &&
    Date.parse(facts.start) < now &&
    (facts.enrollment_end === null || Date.parse(facts.enrollment_end) > now) &&
    modes.course_modes.some((mode) => mode.slug === 'audit' || mode.slug === 'honor')
  );
}

/** A course with a prerequisite that a new learner can take: read from the platform's own APIs. */
async function courseWithOpenPrerequisite(
  request: APIRequestContext,
): Promise<{ course: Course; prerequisite: Course & { display: string } }> {
  for (let page = 1; page <= 30; page += 1) {
    const list = await json<{ results: { id: string; name: string }[]; pagination: { next: string | null } }>(
      request,
      `/api/courses/v1/courses/?page=${page}`,
    );
    for (const course of list.results) {
      const [required] = (await courseware(request, course.id)).pre_requisite_courses;
      if (!required || !(await openToAll(request, required.key))) continue;
      const detail = await courseware(request, required.key);
      return {
        course: { id: course.id, name: course.name },
        prerequisite: { id: required.key, name: detail.name, display: required.display },
      };
    }
    if (!list.pagination.next) break;
  }
  throw new Error('no course with an open prerequisite in the demo catalogue');
}

/** The main action, wherever the layout shows it (summary on desktop, bottom bar on phones). */
const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a course names and links its prerequisite; the learner takes it, sees its progress, and leaves', async ({
  page,
  request,
}) => {
  test.slow(); // registers and activates an account first; the machine is shared
  const { course, prerequisite } = await courseWithOpenPrerequisite(request);
  await registerFreshAccount(page, 'prereq');
  await activateAccount(page);

  // The course page, reached by the address the LMS hands to its catalog app, names the prerequisite
  // (its card, from its own page's answer) and links to it.
  await page.goto(`/courses/${course.id}/about`);
  await expect(page).toHaveURL(new RegExp(`${coursePath(course.id).replace(/[+.]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible({ timeout: 15_000 });
  const requirements = page.getByRole('region', { name: 'Requirements' });
  await expect(requirements.getByRole('heading', { name: prerequisite.name })).toBeVisible();
  // The enroll rule, as in the other dialect: not passed yet, so no enrolling, and the notice says why.
  await expect(action(page, 'Enroll now')).toBeDisabled();
  await expect(page.getByText(PREREQUISITE_NOTICE).filter({ visible: true }).first()).toBeVisible();
  const link = page
    .getByRole('link', { name: `Complete ${prerequisite.display} first` })
    .filter({ visible: true })
    .first();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`${coursePath(prerequisite.id).replace(/[+.]/g, '\\$&')}$`),
  );
  await expectNoAxeViolations(page);

  // The prerequisite's page: open to all, so the learner enrolls.
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: prerequisite.name })).toBeVisible();
  const enrolled = learnerAnswer(
    page,
    (r) => r.url().endsWith('/api/enrollment/v1/enrollment') && r.request().method() === 'POST',
  );
  await action(page, 'Enroll now').click();
  expect((await enrolled).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Enrollment Successful!' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The dashboard: the course with its progress bar, the progress API's figure (nothing done yet).
  await page.goto('/inprogress');
  const card = page.getByRole('article', { name: prerequisite.name, exact: true });
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText('0%')).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving it, through the LMS's own form: gone after a reload.
  const confirm = await chooseUnenroll(page, prerequisite.name);
  const left = learnerAnswer(page, (r) => r.url().endsWith('/change_enrollment'));
  await confirm.getByRole('button', { name: 'Unenroll' }).click();
  expect((await left).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('article', { name: prerequisite.name, exact: true })).toHaveCount(0);
});

test('a learner’s card of a course whose prerequisite is unmet names it and links to it', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'learner', '/inprogress');
  const headers = { 'USE-JWT-COOKIE': 'true' };
  expect((await page.request.post('/login_refresh')).status()).toBe(200);
  const home = (await (await page.request.get('/api/learner_home/init', { headers })).json()) as {
    courses: {
      course: { courseName: string };
      courseRun: { courseId: string } | null;
      enrollment: { coursewareAccess: { hasUnmetPrerequisites: boolean } };
    }[];
  };
  const blocked = home.courses.find((card) => card.enrollment.coursewareAccess.hasUnmetPrerequisites);
  expect(blocked?.courseRun).toBeTruthy();
  const [required] = (await courseware(page.request, blocked?.courseRun?.courseId ?? ''))
    .pre_requisite_courses;
  expect(required).toBeTruthy();

  // Its card, found with the dashboard's own search (the list holds more than a page).
  await page
    .getByRole('searchbox')
    .filter({ visible: true })
    .first()
    .fill(blocked?.course.courseName ?? '');
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: blocked?.course.courseName ?? '', exact: true });
  const warning = card.getByRole('link', { name: required?.display ?? '' });
  await expect(warning).toHaveAttribute(
    'href',
    new RegExp(`${coursePath(required?.key ?? '').replace(/[+.]/g, '\\$&')}$`),
  );
  await expect(card.getByRole('progressbar')).toHaveCount(0);
});
