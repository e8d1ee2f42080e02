/** The home page for a visitor at 1280×800 and 390×844, against the reference server. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiJson, discovery } from './support/visitor.ts';
import { exploreCards } from './support/layout.ts';

interface Subjects {
  results: { title: string; slug: string }[];
}
interface Partners {
  results: { organization: { name: string; short_name: string } }[];
}

test('the banner: title with its highlighted word, description, search box and Explore New Courses', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const banner = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits');
  await expect(page.getByRole('heading', { level: 1 }).locator('em')).toHaveText('limits');
  await expect(banner.getByText('Courses and programs from leading universities')).toBeVisible();
  await expect(page).toHaveTitle('Home | Atrium Academy');
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/favicon\.svg\?v=\d+$/);
  if (isMobile) {
    // Under 768 px the banner's search box opens the search screen.
    await banner.getByRole('button', { name: 'What do you want to learn?' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await page.getByRole('button', { name: 'Close search' }).click();
  } else {
    await expect(banner.getByRole('combobox', { name: 'Search the catalogue' })).toBeVisible();
  }
  await banner.getByRole('link', { name: 'Explore New Courses' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('the logo and favicon keep one version for the whole page load', async ({ page }) => {
  await page.goto('/');
  const logo = page
    .getByRole('banner')
    .getByRole('link', { name: 'Atrium Academy' })
    .first()
    .getByRole('img');
  const first = await logo.getAttribute('src');
  await page.getByRole('link', { name: 'Explore New Courses' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  expect(await logo.getAttribute('src')).toBe(first);
});

test('Popular Subjects shows 10 (or 5, or all) and opens the search filtered by the subject', async ({
  page,
  request,
}) => {
  const { results } = await apiJson<Subjects>(request, '/admin-console/api/popular-subject-list/');
  const shown = results.length >= 10 ? 10 : results.length >= 5 ? 5 : results.length;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular Subjects' });
  const tiles = section.getByRole('listitem');
  await expect(tiles).toHaveCount(shown);
  const first = results[0]!;
  await expect(section.getByRole('link', { name: 'View All Subjects' })).toHaveAttribute('href', '/discover');
  await section.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/search?subject=${encodeURIComponent(first.title).replace(/%20/g, '+')}`);
});

test('Explore Courses: top courses first, recently added by keyboard, 8 cards each, in the URL', async ({
  page,
  request,
}) => {
  const popular = await discovery(request, 'popular', 8);
  const recent = await discovery(request, 'recent', 8);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Explore Courses' });
  const panel = section.getByRole('tabpanel');
  await expect(section.getByRole('tab', { name: 'Top courses' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('article')).toHaveCount(exploreCards(page));
  await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(
    popular[0]!.data.content.display_name,
  );

  await section.getByRole('tab', { name: 'Top courses' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(section.getByRole('tab', { name: 'Recently added' })).toBeFocused();
  await expect(page).toHaveURL(/\?explore=recently-added$/);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    recent.slice(0, exploreCards(page)).map((hit) => hit.data.content.display_name),
  );

  // The card is one link (title), the partner link inside it stays its own link.
  const card = panel.getByRole('article').first();
  await expect(card.locator('a a')).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(2);
  await expect(section.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/search');
  const slug = recent[0]!.data.course_metadata.course_slug;
  await card.getByRole('link', { name: recent[0]!.data.content.display_name }).click();
  await expect(page).toHaveURL(new RegExp(`/(course|program)/${slug}/$`));
});

test('Popular Partners: 5 logos on desktop, 3 on phones, each to its partner page', async ({
  page,
  request,
  isMobile,
}) => {
  const { results } = await apiJson<Partners>(request, '/admin-console/api/partner-list/?popular=true');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Partners' });
  const links = section.getByRole('list').getByRole('link');
  await expect(links).toHaveCount(isMobile ? 3 : 5);
  const first = results[0]!.organization;
  await expect(links.first()).toHaveAttribute('href', `/partners/${first.short_name}`);
  await expect(links.first().getByRole('img')).toHaveAttribute('alt', first.name);
  await expect(section.getByRole('link', { name: 'View Our Partners' })).toHaveAttribute('href', '/partners');
});

test('the footer: description, link sections, social links, language chooser and copyright', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Atrium Academy brings university courses')).toHaveAttribute('dir', 'auto');
  const sections = footer.getByRole('navigation', { name: 'Footer' });
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(['Atrium', 'Legal']);
  await expect(sections.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/staticpages/tos',
  );
  for (const network of ['LinkedIn', 'Facebook', 'X', 'Instagram']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${network} `) });
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  // One entry per dictionary: eleven, Persian once (not also "فارسی (ایران)").
  await expect(footer.getByLabel('Choose language').locator('option')).toHaveCount(11);
  // The reference server replaces the footer branding and keeps the trademark notice.
  await expect(footer.getByText(`© ${new Date().getFullYear()} Atrium Academy`)).toBeVisible();
  await expect(footer.getByText(/registered trademarks of edX/)).toBeVisible();
  await sections.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/staticpages\/about$/);
});

test('choosing a language sets the language cookie and reloads', async ({ page, context }) => {
  await page.goto('/');
  const chooser = page.getByRole('contentinfo').getByLabel('Choose language');
  await expect(chooser).toHaveValue('en');
  await Promise.all([page.waitForEvent('load'), chooser.selectOption('fr')]);
  const cookie = (await context.cookies()).find((c) => c.name === 'openedx-language-preference');
  expect(cookie?.value).toBe('fr');
  // After the reload the chooser shows the language the cookie now holds.
  await expect(page.getByRole('contentinfo').locator('select')).toHaveValue('fr');
});

test('home has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Explore Courses' }).getByRole('article')).toHaveCount(
    exploreCards(page),
  );
  await expect(page.getByRole('contentinfo').getByLabel('Choose language')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/home is the home page too', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits');
});
