/**
 * Partners list and detail, instructor and program pages against the real server, at both sizes:
 * each renders its parts, unknown slugs show the not-found page at the same URL, axe finds nothing
 * (with the suggestions open on the partners list).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { serverSearch } from './support/catalogue.ts';

const notFound = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeVisible();
  await expect(page).toHaveURL(path); // no redirect to /404
  await expect(page).toHaveTitle('Page not found | Atrium Academy');
};

test('partners list: totals, cards, sort and page in the URL, search with suggestions', async ({
  page,
  request,
}) => {
  const list = (await (
    await request.get('/admin-console/api/partner-list/?page=1&ordering=descending&has-courses-count=true')
  ).json()) as {
    count: number;
    results: { organization: { name: string } }[];
  };
  await page.goto('/partners');
  await expect(page).toHaveTitle('Our partners | Atrium Academy');
  await expect(page.getByRole('heading', { level: 1, name: 'Our partners' })).toBeVisible();
  const totals = page.getByRole('definition');
  await expect(totals).toHaveCount(4);
  await expect(page.getByText('courses', { exact: true })).toBeVisible();
  await expect(page.getByText('enrolments', { exact: true })).toBeVisible();
  await expect(page.getByText(`Total: ${list.count}`)).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link', { name: /courses?$/ });
  await expect(cards).toHaveCount(12);
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Title Z to A' });
  await expect(page).toHaveURL('/partners?sort=descending');
  await expect(cards.first()).toContainText(list.results[0]?.organization.name ?? '');
  await page
    .getByRole('navigation', { name: 'Partner pages' })
    .getByRole('link', { name: /Page 2|Next page/ })
    .first()
    .click();
  await expect(page).toHaveURL('/partners?sort=descending&page=2');
  await expect(cards).toHaveCount(list.count - 12);
  await page.goBack();
  await expect(cards.first()).toContainText(list.results[0]?.organization.name ?? '');

  const search = page.getByRole('searchbox', { name: 'Who are you looking for?' });
  await search.fill('atrium');
  const suggestions = page.getByRole('list', { name: 'Suggested partners' });
  await expect(suggestions.getByRole('link', { name: /Atrium University/ })).toBeVisible();
  await expectNoAxeViolations(page); // suggestions open
  await search.press('Enter');
  await expect(page).toHaveURL('/partners?q=atrium&sort=descending');
  await expect(cards).toHaveCount(1);
  await cards.first().click();
  await expect(page).toHaveURL('/partners/AtriumX');
});

test('partner page: banner, logo, name, counts, popular courses with View all, instructors page by page, programs', async ({
  page,
  request,
}) => {
  const partner = (await (await request.get('/admin-console/api/partner/AtriumX/')).json()) as {
    courses_count: number;
    instructors_count: number;
    programs: { title: string }[];
  };
  await page.goto('/partners/AtriumX');
  await expect(page).toHaveTitle('Atrium University | Atrium Academy');
  await expect(page.getByRole('heading', { level: 1, name: 'Atrium University' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of Atrium University' })).toBeVisible();
  await expect(page.getByText(`${partner.courses_count} courses`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${partner.instructors_count} instructors`, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Home',
    'Our partners',
  ]);

  const popular = page.getByRole('region', { name: 'Popular courses' });
  await expect(popular.getByRole('heading', { level: 3 })).toHaveCount(4);
  const instructors = page.getByRole('region', { name: 'Instructors' });
  await expect(instructors.getByRole('heading', { level: 3 })).toHaveCount(4);
  await instructors.getByRole('button', { name: 'Show more instructors' }).click();
  await expect(instructors.getByRole('heading', { level: 3 })).toHaveCount(8);
  const programs = page.getByRole('region', { name: 'Programs' });
  await expect(programs.getByRole('link')).toHaveCount(partner.programs.length);
  await expect(programs.getByRole('link').first()).toContainText(partner.programs[0]?.title ?? '');
  await expectNoAxeViolations(page);

  await popular.getByRole('link', { name: 'View all courses' }).click();
  await expect(page).toHaveURL('/search?partner=Atrium+University');
  await expect(page.getByRole('button', { name: 'Remove filter: Atrium University' })).toBeVisible();
  const all = await serverSearch(request, { partners: ['Atrium University'] });
  await expect(page.getByText(`Total: ${all.total}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(all.titles[0] ?? '');
});

test('a partner with few courses has no View all', async ({ page }) => {
  await page.goto('/partners/OrbitX');
  const popular = page.getByRole('region', { name: 'Popular courses' });
  await expect(popular.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(popular.getByRole('link', { name: 'View all courses' })).toHaveCount(0);
});

test('instructor page: photo, name, bios, http(s) links, counts, popular courses with View all', async ({
  page,
  request,
}) => {
  const instructor = (await (await request.get('/admin-console/api/instructor/amina-bianchi/')).json()) as {
    name: string;
    short_bio: string;
    courses_count: number;
  };
  await page.goto('/instructor/amina-bianchi');
  await expect(page).toHaveTitle(`${instructor.name} | Atrium Academy`);
  await expect(page.getByRole('heading', { level: 1, name: instructor.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${instructor.name}` })).toBeVisible();
  await expect(page.getByText(instructor.short_bio, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
  await expect(page.getByText(`${instructor.courses_count} courses`, { exact: true })).toBeVisible();
  const links = page.getByRole('list', { name: 'Elsewhere on the web' }).getByRole('link');
  await expect(links).toHaveText([/Website/, /LinkedIn/, /Facebook/, /^X/]);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    expect(href).toMatch(/^https?:\/\//);
  const popular = page.getByRole('region', { name: 'Popular courses' });
  await expect(popular.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expectNoAxeViolations(page);
  await popular.getByRole('link', { name: 'View all courses' }).click();
  await expect(page).toHaveURL(
    `/search?instructor=${encodeURIComponent(instructor.name).replace(/%20/g, '+')}`,
  );
  await expect(page.getByRole('button', { name: `Remove filter: ${instructor.name}` })).toBeVisible();
});

test('program page: title, subtitle, image, sanitised description, partners, courses in order, effort and price', async ({
  page,
  request,
}) => {
  const program = (await (
    await request.get('/admin-console/api/program/micromasters-program-in-data-science/')
  ).json()) as {
    title: string;
    subtitle: string;
    partners: { organization: { name: string } }[];
    courses: { additional_metadata: { display_name: string } }[];
    total_weeks_of_effort: number;
  };
  await page.goto('/program/micromasters-program-in-data-science/');
  await expect(page).toHaveTitle(`${program.title} | Atrium Academy`);
  await expect(page.getByRole('heading', { level: 1, name: program.title })).toBeVisible();
  await expect(page.getByText(program.subtitle)).toBeVisible();
  for (const partner of program.partners)
    await expect(
      page.getByRole('link', { name: partner.organization.name, exact: true }).first(),
    ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'About this program' }).getByRole('listitem').first(),
  ).toBeVisible();
  const courses = page
    .getByRole('region', { name: 'Courses in this program' })
    .getByRole('heading', { level: 3 });
  await expect(courses).toHaveText(program.courses.map((c) => c.additional_metadata.display_name));
  await expect(page.getByText(`${program.total_weeks_of_effort} weeks in total`)).toBeVisible();
  await expect(page.getByText('$91')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('unknown course, partner, instructor, program and path show the same not-found page at the same URL', async ({
  page,
}) => {
  await notFound(page, '/course/no-such-course/');
  await notFound(page, '/no/such/path');
  await notFound(page, '/partners/NoSuchPartner');
  await notFound(page, '/instructor/no-such-instructor');
  await notFound(page, '/program/no-such-program/');
  await expectNoAxeViolations(page);
});
