/**
 * Against the reference server in the stock dialect: a seeded learner's card of a course whose
 * prerequisite is unmet (the learner home's `hasUnmetPrerequisites`) names the prerequisite (the
 * courseware API's display string) and links to it. The prerequisite on the course page, enrolling and
 * the progress bar are the front door's journey (front-door-journey.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/learners.ts';
import { escapeRegExp, stockCoursePath } from '../support/stockPlatform.ts';

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
  const facts = await page.request.get(
    `/api/courseware/course/${encodeURIComponent(blocked?.courseRun?.courseId ?? '')}`,
  );
  const [required] = ((await facts.json()) as { pre_requisite_courses: { key: string; display: string }[] })
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
    new RegExp(`${escapeRegExp(stockCoursePath(required?.key ?? ''))}$`),
  );
  await expect(card.getByRole('progressbar')).toHaveCount(0);
});
