/**
 * The addresses an LMS hands to its catalog app (issue 31), on an admin-console platform: a course's
 * slug differs from its course id there, so `/courses/{course_id}/about` is looked up (the id's outline
 * names the course, a discovery search for the name gives its slug) and lands on `/course/{slug}/`,
 * replacing the hand-off address in the history; `/courses?…` lands on `/search?…`. The stock dialect's
 * journey is tests/openedx/front-door.spec.ts.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

/** A course of the catalogue: its id and slug as the discovery search gives them, and its title. */
async function someCourse(request: APIRequestContext) {
  const { csrfToken } = (await (await request.get('/csrf/api/v1/token')).json()) as { csrfToken: string };
  const response = await request.post('/admin-console/api/full-course-discovery/?page_size=12&page_index=0', {
    data: { search_string: 'python' },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    results: {
      isProgram: boolean;
      data: { id: string; content: { display_name: string }; course_metadata: { course_slug: string } };
    }[];
  };
  const hit = answer.results.find((result) => !result.isProgram);
  expect(hit?.data.id).toMatch(/^course-v1:/);
  expect(hit?.data.course_metadata.course_slug).not.toBe(hit?.data.id);
  return {
    id: hit?.data.id ?? '',
    slug: hit?.data.course_metadata.course_slug ?? '',
    title: hit?.data.content.display_name ?? '',
  };
}

test('/courses lands on the search page, its query kept, without a history entry', async ({ page }) => {
  await page.goto('/courses?q=python');
  await expect(page).toHaveURL(/\/search\?q=python$/);
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible({ timeout: 15_000 });
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});

for (const form of ['raw', 'encoded'] as const) {
  test(`/courses/{course_id}/about (${form}) lands on the course page at its slug`, async ({
    page,
    request,
  }) => {
    const course = await someCourse(request);
    const id = form === 'raw' ? course.id : encodeURIComponent(course.id);
    await page.goto(`/courses/${id}/about`);
    await expect(page).toHaveURL(`/course/${encodeURIComponent(course.slug)}/`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible({
      timeout: 15_000,
    });
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });
}

test('an about link naming no course shows the not-found page', async ({ page }) => {
  await page.goto('/courses/course-v1:Nobody+NONE+2000/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' })).toBeVisible();
});
