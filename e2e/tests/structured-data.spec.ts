/**
 * What a search engine reads of a course page (issue 33): schema.org's Course as JSON-LD, from the
 * platform's answer (web/src/features/course/courseStructuredData.ts).
 */
import { expect, test } from '@playwright/test';

test('a course page carries its schema.org Course, from the platform’s answer', async ({ page, baseURL }) => {
  await page.goto('/course/introduction-to-python-programming/');
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Introduction to Python Programming');
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const data = JSON.parse((await blocks.textContent()) ?? '') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: 'Introduction to Python Programming',
    url: `${baseURL}/course/introduction-to-python-programming/`,
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
  });
  expect(data.courseCode).toMatch(/^course-v1:/);
  expect(data.provider).toMatchObject({ name: expect.any(String) });
  expect(data.image).toMatch(/^https?:\/\//);
});
