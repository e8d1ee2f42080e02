/**
 * The home of a stock LMS (ATRIUM_PLATFORM_API=openedx), at desktop width (its sections are the other
 * dialect's, tested at both widths): as full as the admin-console
 * one, from the runtime configuration's Atrium keys (the reference server sends the demo's, as an
 * operator would: ATRIUM_WELCOME, ATRIUM_POPULAR_SEARCHES, ATRIUM_FOOTER_DESCRIPTION) and course
 * discovery; and a card that claims no price its discovery result does not give.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

interface RuntimeConfig {
  ATRIUM_WELCOME?: string;
  ATRIUM_POPULAR_SEARCHES?: string;
  ATRIUM_FOOTER_DESCRIPTION?: string;
}

async function runtimeConfig(request: APIRequestContext): Promise<RuntimeConfig> {
  const response = await request.get('/api/mfe_config/v1?mfe=atrium');
  expect(response.status()).toBe(200);
  return (await response.json()) as RuntimeConfig;
}

interface DiscoveryHit {
  data: { id: string; modes?: string[]; content: { display_name: string } };
}

/** Course discovery's results as the browser gets them (form fields, CSRF). */
async function discoveryHits(request: APIRequestContext): Promise<DiscoveryHit[]> {
  const { csrfToken } = (await (await request.get('/csrf/api/v1/token')).json()) as { csrfToken: string };
  const response = await request.post('/search/course_discovery/', {
    form: { page_size: '100', page_index: '0' },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: DiscoveryHit[] }).results;
}

const FREE_MODES = ['audit', 'honor'];

test('the welcome section, curated searches, recently added courses and the footer’s description', async ({
  page,
  request,
  isMobile,
}) => {
  const config = await runtimeConfig(request);
  const welcome = JSON.parse(config.ATRIUM_WELCOME ?? '{}') as { title: { en: string } };
  const searches = JSON.parse(config.ATRIUM_POPULAR_SEARCHES ?? '[]') as { title: string; query: string }[];
  const description = JSON.parse(config.ATRIUM_FOOTER_DESCRIPTION ?? '{}') as { en: string };
  expect(searches.length).toBeGreaterThan(0);
  const admin: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/admin-console/')) admin.push(r.url());
  });

  await page.goto('/');
  // The page's heading is the operator's welcome, in a section with the search field.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(welcome.title.en);
  const banner = page.locator('section', { has: heading });
  if (isMobile) {
    await expect(banner.getByRole('button', { name: 'What do you want to learn?' })).toBeVisible();
  } else {
    const search = banner.getByRole('combobox', { name: 'Search the catalogue' });
    await expect(search).toBeVisible();
  }

  // Popular subjects are the operator's curated searches; each opens the catalogue with its text.
  const subjects = page.getByRole('region', { name: 'Popular Subjects' });
  const first = searches[0]!;
  await expect(subjects.getByRole('link', { name: first.title })).toBeVisible();

  // The recently added courses: discovery's start-date order, in the explore section's second tab.
  const tab = page.getByRole('tab', { name: 'Recently added' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]explore=recently-added/);
  const explore = page.getByRole('region', { name: 'Explore Courses' });
  await expect(explore.getByRole('article').first()).toBeVisible();

  // The footer says the operator's description.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText(description.en)).toBeVisible();

  await subjects.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(first.query).replace(/%20/g, '\\+')}`));
  expect(admin).toEqual([]);
});

test('a card says Free only where the course has a free track, and no price where it does not say', async ({
  page,
  request,
}) => {
  const hits = await discoveryHits(request);
  const paidOnly = hits.find((hit) => !(hit.data.modes ?? []).some((mode) => FREE_MODES.includes(mode)));
  const free = hits.find((hit) => (hit.data.modes ?? []).some((mode) => FREE_MODES.includes(mode)));
  expect(paidOnly, 'the demo has a course sold in paid tracks only').toBeDefined();
  expect(free, 'the demo has a course with a free track').toBeDefined();

  for (const [hit, says] of [
    [paidOnly!, null],
    [free!, 'Free'],
  ] as const) {
    const title = hit.data.content.display_name;
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toBeVisible();
    // The price line starts with a visually hidden "Price" for screen readers: neither may be there.
    if (says === null) {
      await expect(card).not.toContainText('Free');
      await expect(card).not.toContainText('Price');
    } else await expect(card).toContainText(`Price: ${says}`);
  }
});
