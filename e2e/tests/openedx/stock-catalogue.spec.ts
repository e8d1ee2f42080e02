/**
 * Against the reference server in the stock dialect (its newest release: course_list_search and the
 * start-date sort), at both widths: the catalogue filters by two organisations at once (checkboxes;
 * OR within the facet, so the total is the sum of each one's), sorts by start date (earliest first),
 * and the partners list and a partner page show the organisations, named by their courses' display
 * org for a visitor.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';

interface StockCourse {
  id: string;
  name: string;
  org: string;
  start: string | null;
}

interface Org {
  code: string;
  name: string;
  courses: StockCourse[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The two organisations with the most courses, by the Course API (a visitor's view of the platform). */
async function twoOrganisations(request: APIRequestContext): Promise<[Org, Org]> {
  const response = await request.get('/api/courses/v1/courses/?page_size=100');
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: StockCourse[] };
  const orgs = new Map<string, Org>();
  for (const course of results) {
    const code = /^course-v1:([^+]+)\+/.exec(course.id)?.[1];
    if (!code) continue;
    const org = orgs.get(code) ?? { code, name: course.org, courses: [] };
    org.courses.push(course);
    orgs.set(code, org);
  }
  const [first, second] = [...orgs.values()].sort((a, b) => b.courses.length - a.courses.length);
  expect(first && second, 'two organisations with courses').toBeTruthy();
  // Each one's courses whole (the first page above may hold only some of them).
  return [await withAllCourses(request, first!), await withAllCourses(request, second!)];
}

async function withAllCourses(request: APIRequestContext, org: Org): Promise<Org> {
  const response = await request.get(
    `/api/courses/v1/courses/?page_size=100&org=${encodeURIComponent(org.code)}`,
  );
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: StockCourse[] };
  return { ...org, courses: results };
}

async function total(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Total: [\d,]+$/)
    .first()
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function totalOf(page: Page, search: string): Promise<number> {
  await page.goto(`/search${search}`);
  await expect(page.getByText(/^Total: [\d,]+$/).first()).toBeVisible();
  return total(page);
}

const facetButton = (page: Page) =>
  page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: /^Partner/ });

/**
 * The first course the platform's own index gives for both organisations in start-date order (the
 * index leaves out courses the Course API lists, e.g. ended ones, so it is asked itself).
 */
async function firstByStart(
  request: APIRequestContext,
  origin: string,
  orgs: readonly Org[],
): Promise<string> {
  const token = await request.get('/csrf/api/v1/token');
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const form = new URLSearchParams({
    page_size: '1',
    page_index: '0',
    enable_course_sorting_by_start_date: 'true',
  });
  for (const org of orgs) form.append('org', org.code);
  const response = await request.post('/search/unstable/v0/course_list_search/', {
    headers: {
      'X-CSRFToken': csrfToken,
      'Content-Type': 'application/x-www-form-urlencoded',
      Referer: `${origin}/`,
    },
    data: form.toString(),
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as {
    results: { data: { content: { display_name: string } } }[];
  };
  return results[0]?.data.content.display_name ?? '';
}

test('filters by two organisations at once, sorts by start date, and opens the partners', async ({
  page,
  request,
  isMobile,
  baseURL,
}) => {
  test.slow(); // several pages and an axe scan on a shared machine
  const [a, b] = await twoOrganisations(request);
  const totalA = await totalOf(page, `?partner=${encodeURIComponent(a.code)}`);
  const totalB = await totalOf(page, `?partner=${encodeURIComponent(b.code)}`);

  await page.goto('/search');
  await expect(page.getByText(/^Total: [\d,]+$/).first()).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: /^Partner/ }).click();
    const picker = page.getByRole('dialog', { name: 'Partner' });
    // Several values at once: checkboxes, named by the organisations' names.
    await picker.getByRole('checkbox', { name: new RegExp(`^${escape(a.name)}`) }).check();
    await picker.getByRole('checkbox', { name: new RegExp(`^${escape(b.name)}`) }).check();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await filters.getByRole('button', { name: 'Show results' }).click();
  } else {
    await facetButton(page).click();
    const partners = page.getByRole('group', { name: 'Partner' });
    await expect(partners.getByRole('radio')).toHaveCount(0);
    await partners.getByRole('checkbox', { name: new RegExp(`^${escape(a.name)}`) }).check();
    await partners.getByRole('checkbox', { name: new RegExp(`^${escape(b.name)}`) }).check();
    await expectNoAxeViolations(page); // the facet panel open
    await page.keyboard.press('Escape');
  }
  await expect(page).toHaveURL(
    new RegExp(`partner=${escape(encodeURIComponent(a.code))}&partner=${escape(encodeURIComponent(b.code))}`),
  );
  await expect(page.getByText(`Total: ${totalA + totalB}`).first()).toBeVisible();

  // The one order a stock index has: start date, earliest first.
  await page.getByRole('button', { name: 'Sort by: Most relevant' }).filter({ visible: true }).click();
  if (isMobile) {
    await page.getByRole('dialog', { name: 'Sort by' }).getByRole('radio', { name: 'Start date' }).click();
  } else {
    await expect(page.getByRole('menuitemradio')).toHaveText(['Most relevant', 'Start date']);
    await page.getByRole('menuitemradio', { name: 'Start date' }).click();
  }
  await expect(page).toHaveURL(/sort=recent/);
  await expect(
    page.getByRole('button', { name: 'Sort by: Start date' }).filter({ visible: true }),
  ).toBeVisible();
  const firstCard = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).first();
  await expect(firstCard).toHaveText(await firstByStart(request, baseURL ?? '', [a, b]));

  // The partners: the organisations with their course counts, and a partner's page with its courses.
  await page.goto('/partners');
  const card = page.getByRole('link', { name: new RegExp(escape(a.name)) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/partners/${escape(encodeURIComponent(a.code))}$`));
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${totalA} courses?$`))).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
