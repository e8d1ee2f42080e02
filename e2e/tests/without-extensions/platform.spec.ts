/**
 * Against the reference server with ATRIUM_EXTENSIONS=off, which answers as the real platform would
 * without Atrium's extensions (README, "Atrium's extensions"), at both widths: a visitor searches and
 * filters by subject and opens a course; a learner enrolls, finds the course on the dashboard and
 * unenrolls; a program link shows the not-found page, never a broken one.
 */
import { expect, test, type Page } from '@playwright/test';
import { activateAccount, registerFreshAccount } from '../support/learners.ts';
import { serverSearch } from '../support/catalogue.ts';

const FREE = '/course/introduction-to-python-programming/';
const FREE_NAME = 'Introduction to Python Programming';
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

test('search with a subject filter, then open a course', async ({ page, request }) => {
  const expected = await serverSearch(request, { search_string: 'python', subjects: ['Computer Science'] });
  expect(expected.total).toBeGreaterThan(0);
  await page.goto('/search?q=python&subject=Computer+Science');
  await expect(page.getByText(`Total: ${expected.total}`)).toBeVisible({ timeout: 15_000 });
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toContainText(expected.titles[0] ?? '');
  await first.getByRole('link', { name: expected.titles[0] }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: expected.titles[0] })).toBeVisible();
});

test('a learner enrolls in a free course, finds it in progress, and unenrolls', async ({ page }) => {
  test.slow(); // registers and activates an account first; the machine is shared
  await registerFreshAccount(page, 'plain');
  await activateAccount(page);
  await page.goto(FREE);
  await page.getByRole('button', { name: 'Enroll now', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Enrollment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Start Later' }).click();

  await page.goto('/inprogress');
  const card = page.getByRole('article', { name: FREE_NAME, exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `More actions for ${FREE_NAME}` }).click();
  if (isPhone(page))
    await page.getByRole('dialog', { name: FREE_NAME }).getByRole('button', { name: 'Unenroll' }).click();
  else await page.getByRole('menuitem', { name: 'Unenroll' }).click();
  const answer = page.waitForResponse((r) => r.url().includes('/openedx/api/unenroll/'));
  await page
    .getByRole('alertdialog', { name: 'Unenroll from course' })
    .getByRole('button', { name: 'Unenroll' })
    .click();
  expect((await answer).status()).toBe(200);
  await expect(card).toHaveCount(0);
});

test('a program link shows the not-found page, without a program endpoint', async ({ page, request }) => {
  let slug: string | undefined;
  for (let index = 0; slug === undefined && index < 5; index += 1) {
    const hits = await request.post(
      `/admin-console/api/full-course-discovery/?page_size=100&page_index=${index}&sort=A-Z`,
      { data: {} },
    );
    expect(hits.status()).toBe(200);
    const { results } = (await hits.json()) as {
      results: { isProgram?: boolean; data: { course_metadata: { course_slug: string } } }[];
    };
    slug = results.find((hit) => hit.isProgram)?.data.course_metadata.course_slug;
  }
  expect(slug, 'the platform still lists programs among its hits').toBeDefined();
  const program = await request.get(`/admin-console/api/program/${slug}/`);
  expect(program.status()).toBe(404);

  await page.goto(`/program/${slug}/`);
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/program/${slug}/$`));
});
