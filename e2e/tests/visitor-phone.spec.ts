/** Phones (390×844): mobile header, search screen with recent and trending, bottom tab bar, /profile. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInAs } from './support/learners.ts';
import { apiJson, discovery } from './support/visitor.ts';

// Phone layout only: the desktop project ignores this file (playwright.config.ts).

test('the search screen: trending keywords and courses, suggestions, recently viewed kept, removable, cleared', async ({
  page,
  request,
}) => {
  const { results: subjects } = await apiJson<{ results: { title: string }[] }>(
    request,
    '/admin-console/api/popular-subject-list/',
  );
  const trending = await discovery(request, 'popular', 4);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Search courses' }).click();
  const screen = page.getByRole('dialog', { name: 'Search' });
  await expect(screen.getByRole('combobox', { name: 'Search courses' })).toBeFocused();
  await expect(screen.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  const keywords = screen.getByRole('region', { name: 'Trending keywords' }).getByRole('link');
  await expect(keywords.first()).toHaveText(subjects[0]!.title);
  const courses = screen.getByRole('region', { name: 'Trending courses' }).getByRole('link');
  await expect(courses).toHaveCount(trending.filter((hit) => !hit.isProgram).length);
  await expectNoAxeViolations(page);

  // Open two trending courses: each goes first in "Recently viewed".
  const [a, b] = trending.filter((hit) => !hit.isProgram);
  await courses.filter({ hasText: a!.data.content.display_name }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${a!.data.course_metadata.course_slug}/$`));
  await expect(screen).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Search courses' }).click();
  await screen
    .getByRole('region', { name: 'Trending courses' })
    .getByRole('link', { name: b!.data.content.display_name })
    .click();
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Search courses' }).click();
  const recent = screen.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').first()).toContainText(b!.data.content.display_name);
  await recent
    .getByRole('button', { name: `Remove ${b!.data.content.display_name} from recently viewed` })
    .click();
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await recent.getByRole('button', { name: 'Clear all' }).click();
  await expect(screen.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('recentPages'))).toBeNull();

  // Typing shows suggestions instead; Enter searches.
  await screen.getByRole('combobox').fill('data');
  await expect(screen.getByRole('option', { name: 'View all result' })).toBeVisible();
  await expect(screen.getByRole('region', { name: 'Trending keywords' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=data$/);
  await expect(screen).toHaveCount(0);
});

test('the search screen closes with its back button and with Escape, focus back on the opener', async ({
  page,
}) => {
  await page.goto('/discover');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Search courses' });
  await opener.click();
  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('bottom tab bar: Home, Dashboard, Discover, Profile, the current one marked', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  await expect(bar.getByRole('link')).toHaveText(['Home', 'Dashboard', 'Discover', 'Profile']);
  await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(bar.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('/profile for a visitor: Sign In and Register, no footer', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    /\/login\?next=.*%2Fprofile$/,
  );
  await expect(main.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page).toHaveTitle('Profile | Atrium Academy');
  await expectNoAxeViolations(page);
});

test('/profile for a learner: e-mail to the profile, Account, Order History, Sign Out', async ({ page }) => {
  await signInAs(page, 'learner', '/profile');
  const main = page.getByRole('main');
  const profile = main.getByRole('link', { name: /learner@/ });
  await expect(profile).toHaveAttribute('href', /\/u\/learner$/);
  await expect(main.getByRole('list').getByRole('link')).toHaveText(['Account', 'Order History', 'Sign Out']);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
