/** The desktop header (1280×800): subjects menu, suggestions combobox, account menu, by keyboard. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInAs } from './support/learners.ts';
import { apiJson, discovery } from './support/visitor.ts';

// Desktop header only: the phone project ignores this file (playwright.config.ts).

interface SubjectPage {
  count: number;
  course_counter: number;
  results: { title: string }[];
}

test('Subjects menu: opens by keyboard, lists every subject with the course count, Escape returns focus', async ({
  page,
  request,
}) => {
  const first = await apiJson<SubjectPage>(request, '/admin-console/api/subject-list/?page_size=25&page=1');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/overview');
  await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
  const button = nav.getByRole('button', { name: 'Subjects' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByText(`${first.course_counter} courses`)).toBeVisible();
  await expect(page.locator(':focus')).toHaveText('View All Courses');
  await expect(nav.locator('[id] li a')).toHaveCount(first.count);
  await expectNoAxeViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText(first.results[0]!.title);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: first.results[1]!.title, exact: true }).click();
  await expect(page).toHaveURL(/\/search\?subject=/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Subjects menu asks for the remaining pages together once page 1 gives the count', async ({ page }) => {
  const asked: number[] = [];
  await page.route('**/admin-console/api/subject-list/?*', async (route) => {
    const url = new URL(route.request().url());
    const n = Number(url.searchParams.get('page'));
    asked.push(n);
    const results = Array.from({ length: n < 3 ? 25 : 5 }, (_, i) => ({
      id: n * 100 + i,
      title: `Topic ${(n - 1) * 25 + i + 1}`,
      slug: `topic-${(n - 1) * 25 + i + 1}`,
    }));
    await route.fulfill({
      json: {
        count: 55,
        next: n < 3 ? `${url.origin}${url.pathname}?page=${n + 1}` : null,
        previous: null,
        results,
        course_counter: 240,
      },
    });
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Subjects' }).click();
  await expect(page.getByRole('link', { name: 'Topic 55', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[id] li a')).toHaveCount(55);
  expect(asked.sort()).toEqual([1, 2, 3]);
});

test('search box: suggestions as an ARIA combobox, arrows and Enter open one, Escape closes', async ({
  page,
  request,
}) => {
  const hits = await discovery(request, '', 12, 'data');
  expect(hits.length).toBeGreaterThan(0);
  await page.goto('/discover');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
  await box.fill('data');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' });
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(Math.min(hits.length, 8) + 1);
  await expect(options.last()).toHaveText('View all result');
  const firstHit = hits[0]!;
  await expect(options.first()).toContainText(firstHit.data.content.display_name);
  await expect(options.first()).toContainText(firstHit.isProgram ? 'Program' : 'Course');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const kind = firstHit.isProgram ? 'program' : 'course';
  await expect(page).toHaveURL(new RegExp(`/${kind}/${firstHit.data.course_metadata.course_slug}/$`));
  if (!firstHit.isProgram) {
    // Recorded by a module loaded on the choice, so it may land just after the navigation.
    await expect
      .poll(async () => {
        const stored = await page.evaluate(() => localStorage.getItem('recentPages'));
        return (JSON.parse(stored ?? '[]') as { course_slug: string }[])[0]?.course_slug;
      })
      .toBe(firstHit.data.course_metadata.course_slug);
  }
});

test('search box: Enter searches with other filters reset; View all result does the same', async ({
  page,
}) => {
  await page.goto('/search?q=old&subject=Art');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
  await box.fill('machine learning');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=machine\+learning$/);
  await box.fill('physics');
  await page.getByRole('banner').getByRole('option', { name: 'View all result' }).click();
  await expect(page).toHaveURL(/\/search\?q=physics$/);
});

test('no suggestion is requested for an empty or blank text', async ({ page }) => {
  const searched: string[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    if (r.url().includes('full-course-discovery') && body.includes('search_string'))
      searched.push((JSON.parse(body) as { search_string: string }).search_string);
  });
  // A fake clock: the 500 ms debounce runs out when the test says so, not after a real wait.
  await page.clock.install();
  await page.goto('/discover');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
  await box.fill('   ');
  await page.clock.fastForward(1000);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // The same time after a real text asks once: a request for the blank text would have come first.
  await box.fill('data');
  await page.clock.fastForward(1000);
  await expect.poll(() => searched.length).toBeGreaterThan(0);
  expect(new Set(searched)).toEqual(new Set(['data']));
});

test('a signed-in learner gets the dashboard tabs and an avatar menu usable by keyboard', async ({
  page,
}) => {
  await signInAs(page, 'learner', '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'In progress', 'Completed', 'Discover']);
  await expect(nav.getByRole('button', { name: 'Subjects' })).toHaveCount(0);
  const avatar = page.getByRole('button', { name: 'Account menu for learner' });
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(avatar).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link')).toHaveText([
    'Profile',
    'Account',
    'Dashboard',
    'Order History',
    'Sign Out',
  ]);
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', /\/u\/learner$/);
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', /\/logout\?next=/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(avatar).toBeFocused();
  await expect(avatar).toHaveAttribute('aria-expanded', 'false');
  await avatar.click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
});

test('Sign In carries the current page as next, Register is offered', async ({ page }) => {
  await page.goto('/discover');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    /\/login\?next=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fdiscover$/,
  );
  await expect(account.getByRole('link', { name: 'Register' })).toHaveAttribute('href', /\/register\?next=/);
});
