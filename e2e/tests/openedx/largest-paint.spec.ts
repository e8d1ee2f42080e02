/**
 * The largest picture loads first, against a stock LMS (tests/largest-paint.spec.ts): its home has no
 * banner picture, so the first course card's cover is the largest paint there.
 */
import { expect } from '@playwright/test';
import { describeLargestPaints } from '../support/largestPaint.ts';

const COURSE_TITLE = 'Introduction to Python Programming';

describeLargestPaints(async (page) => {
  // A stock course page's address is its course id, found by the platform's own Courses API.
  const response = await page.request.get(
    `/api/courses/v1/courses/?search_term=${encodeURIComponent(COURSE_TITLE)}`,
  );
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { id: string; name: string }[] };
  const course = results.find((result) => result.name === COURSE_TITLE);
  expect(course, `the Courses API lists ${COURSE_TITLE}`).toBeDefined();
  return `/course/${encodeURIComponent(course!.id)}/`;
});
