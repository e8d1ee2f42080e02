/**
 * What a search engine and a shared link's preview read of the public pages (issue 33): each page's
 * head (title, description, canonical address, Open Graph and Twitter tags, web/src/common/page/
 * PageHead.tsx) and its schema.org data as JSON-LD, from the platform's answers.
 */
import { expect, test, type Page } from '@playwright/test';

type Thing = Record<string, unknown>;

/** Every JSON-LD block of the page, read as a crawler does. */
async function structuredData(page: Page): Promise<Thing[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Thing);
}

async function blockOf(page: Page, type: string): Promise<Thing> {
  await expect.poll(async () => (await structuredData(page)).map((data) => data['@type'])).toContain(type);
  const found = (await structuredData(page)).filter((data) => data['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0] as Thing;
}

const head = (page: Page, selector: string) => page.locator(`head ${selector}`);

test('a course page carries its schema.org Course, from the platform’s answer', async ({ page, baseURL }) => {
  await page.goto('/course/introduction-to-python-programming/');
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Introduction to Python Programming');
  const data = await blockOf(page, 'Course');
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
  expect(data.offers).toMatchObject({ '@type': 'Offer', category: expect.stringMatching(/^(Free|Paid)$/) });

  const trail = await blockOf(page, 'BreadcrumbList');
  expect(trail.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'Discover', item: `${baseURL}/discover` },
    { '@type': 'ListItem', position: 3, name: 'Introduction to Python Programming' },
  ]);
});

test('a course page’s head names it for previews: title, description, canonical, Open Graph, Twitter', async ({
  page,
  baseURL,
}) => {
  await page.goto('/course/introduction-to-python-programming/');
  await expect(page).toHaveTitle('Introduction to Python Programming | Atrium Academy');
  const canonical = `${baseURL}/course/introduction-to-python-programming/`;
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(head(page, 'meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Introduction to Python Programming',
  );
  await expect(head(page, 'meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(head(page, 'meta[property="og:site_name"]')).toHaveAttribute('content', 'Atrium Academy');
  await expect(head(page, 'meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
  await expect(head(page, 'meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const description = await head(page, 'meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(0);
  expect(description?.length).toBeLessThanOrEqual(160);
  expect(description).not.toMatch(/[<>]/);
  // One of each: a page's head is declared once.
  await expect(head(page, 'meta[property="og:title"]')).toHaveCount(1);
  await expect(head(page, 'link[rel="canonical"]')).toHaveCount(1);
});

test('a partner page carries its schema.org EducationalOrganization', async ({ page, baseURL, request }) => {
  const partner = (await (await request.get('/admin-console/api/partner/AtriumX/')).json()) as {
    organization: { name: string; short_name: string };
  };
  await page.goto('/partners/AtriumX');
  await expect(page.getByRole('heading', { level: 1, name: partner.organization.name })).toBeVisible();
  const data = await blockOf(page, 'EducationalOrganization');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: partner.organization.name,
    url: `${baseURL}/partners/AtriumX`,
  });
  expect(data.logo).toMatch(/^https?:\/\//);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/partners/AtriumX`);
  await expect(head(page, 'meta[property="og:title"]')).toHaveAttribute('content', partner.organization.name);
});

test('the catalogue lists the courses it shows as a schema.org ItemList, numbered on across pages', async ({
  page,
  baseURL,
}) => {
  await page.goto('/search');
  const cards = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(12);
  const first = await blockOf(page, 'ItemList');
  const items = first.itemListElement as { position: number; url: string }[];
  expect(items.map((item) => item.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  for (const item of items) expect(item.url).toMatch(new RegExp(`^${baseURL}/(course|program)/[^/]+/$`));
  // The first card's link is the list's first address.
  const firstHref = await cards.first().getByRole('link').getAttribute('href');
  expect(items[0]?.url).toBe(`${baseURL}${firstHref}`);
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/search`);

  await page.goto('/search?page=2');
  await expect(head(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/search?page=2`);
  await expect
    .poll(async () => {
      const list = (await structuredData(page)).find((data) => data['@type'] === 'ItemList');
      return (list?.itemListElement as { position: number }[] | undefined)?.[0]?.position;
    })
    .toBe(13);
});

test('the title follows the visitor from page to page, without a reload', async ({ page }) => {
  await page.goto('/search?q=python');
  await expect(page).toHaveTitle('“python” – Search results | Atrium Academy');
  await page
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: 'Introduction to Python Programming' })
    .first()
    .click();
  await expect(page).toHaveTitle('Introduction to Python Programming | Atrium Academy');
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Introduction to Python Programming',
  );
  await page.goBack();
  await expect(page).toHaveTitle('“python” – Search results | Atrium Academy');
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
});
