/**
 * Public pages rendered on the server (issue 33; renderer/, docs/decisions/server-rendering.md),
 * against the reference server with ATRIUM_SERVER_RENDERING on, in both dialects (the *-rendered
 * projects). What a crawler without JavaScript receives, the status of an unknown address, the
 * browser's hydration without a second request, the first paint while every API answer is slow, and a
 * signed-in page's first HTML.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from '../support/learners.ts';
import { schemaProblems } from '../support/schemaOrg.ts';

type Thing = Record<string, unknown>;

const NOT_FOUND = 'Oops! You seem to be lost.';

/** The page as a crawler receives it: no JavaScript, Accept: text/html. */
async function firstHtml(request: APIRequestContext, path: string) {
  const answer = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return { status: answer.status(), html: await answer.text() };
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function jsonLd(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text]) => JSON.parse(text ?? 'null') as Thing,
  );
}

const only = (html: string, type: string) => {
  const found = jsonLd(html).filter((block) => block['@type'] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0] as Thing;
};

/** A head tag's attribute value, decoded; null when the page has no such tag. */
function tag(
  html: string,
  element: 'meta' | 'link',
  key: string,
  value: string,
  read: string,
): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  for (const [found] of head.matchAll(new RegExp(`<${element} [^>]*>`, 'g'))) {
    if (found.includes(`${key}="${value}"`))
      return decode(new RegExp(`${read}="([^"]*)"`).exec(found)?.[1] ?? '');
  }
  return null;
}

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** The paths the sitemap names, by kind (course, partners, instructor, program). */
async function sitemapPaths(request: APIRequestContext, baseURL: string): Promise<Record<string, string[]>> {
  const answer = await request.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('xml');
  const paths: Record<string, string[]> = {};
  for (const [, loc = ''] of (await answer.text()).matchAll(/<loc>([^<]*)<\/loc>/g)) {
    expect(loc.startsWith(`${baseURL}/`)).toBe(true);
    const path = decode(loc).slice(baseURL.length);
    const kind = path.split('/')[1] ?? '';
    (paths[kind] ??= []).push(path);
  }
  return paths;
}

async function firstCoursePath(request: APIRequestContext, baseURL: string): Promise<string> {
  const path = (await sitemapPaths(request, baseURL)).course?.[0];
  if (!path) throw new Error('the sitemap names no course');
  return path;
}

/**
 * The address of the test fixtures' course whose name holds `</script>`: found by a search on an
 * admin-console platform; on a stock one (whose search lists no course closed to enrolment, as this
 * one is) through the Course API's own search.
 */
async function hostileCoursePath(request: APIRequestContext): Promise<string> {
  const search = await firstHtml(request, '/search?q=Mediterranean');
  const shown = /href="(\/course\/[^"]*)"/.exec(search.html)?.[1];
  if (shown) return decode(shown);
  const listed = await request.get('/api/courses/v1/courses/?search_term=Mediterranean');
  const { results } = (await listed.json()) as { results: { id: string; name: string }[] };
  const course = results.find((result) => result.name.includes('</script>'));
  if (!course) throw new Error('neither the search nor the Course API lists the fixture course');
  return `/course/${encodeURIComponent(course.id)}/`;
}

test.describe('what a crawler reads', { tag: '@desktop-only' }, () => {
  test('a course page, the catalogue, a partner page and the sitemap, without JavaScript', async ({
    request,
    baseURL,
  }) => {
    const paths = await sitemapPaths(request, baseURL ?? '');
    expect(paths.course?.length).toBeGreaterThan(10);
    expect(paths.partners?.length).toBeGreaterThan(0);

    const coursePath = paths.course?.[0] ?? '';
    const course = await firstHtml(request, coursePath);
    expect(course.status).toBe(200);
    const data = only(course.html, 'Course');
    expect(schemaProblems(data)).toEqual([]);
    expect(schemaProblems(only(course.html, 'BreadcrumbList'))).toEqual([]);
    const name = String(data.name);
    const canonical = `${baseURL ?? ''}${coursePath}`;
    expect(titleOf(course.html).startsWith(`${name} | `)).toBe(true);
    expect(course.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(tag(course.html, 'link', 'rel', 'canonical', 'href')).toBe(canonical);
    expect(tag(course.html, 'meta', 'name', 'description', 'content')).toBeTruthy();
    expect(tag(course.html, 'meta', 'property', 'og:title', 'content')).toBe(name);
    expect(tag(course.html, 'meta', 'property', 'og:url', 'content')).toBe(canonical);
    expect(tag(course.html, 'meta', 'property', 'og:description', 'content')).toBeTruthy();
    expect(tag(course.html, 'meta', 'property', 'og:site_name', 'content')).toBeTruthy();
    expect(tag(course.html, 'meta', 'name', 'twitter:card', 'content')).toMatch(/^summary/);
    const image = tag(course.html, 'meta', 'property', 'og:image', 'content');
    if (data.image !== undefined) expect(image).toBe(data.image);
    if (image !== null) expect(image).toMatch(/^https?:\/\//);

    const catalogue = await firstHtml(request, '/courses');
    expect(catalogue.status).toBe(200);
    const list = only(catalogue.html, 'ItemList');
    expect(schemaProblems(list)).toEqual([]);
    expect((list.itemListElement as Thing[]).length).toBeGreaterThan(0);
    expect(tag(catalogue.html, 'link', 'rel', 'canonical', 'href')).toMatch(new RegExp(`^${baseURL ?? ''}/`));

    const partner = await firstHtml(request, paths.partners?.[0] ?? '');
    expect(partner.status).toBe(200);
    const organization = only(partner.html, 'EducationalOrganization');
    expect(schemaProblems(organization)).toEqual([]);
    expect(titleOf(partner.html)).toContain(String(organization.name));

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL ?? ''}/sitemap.xml`);
  });

  test('an unknown course, partner or address answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/course/no-such-course-anywhere/', '/partners/NoSuchPartnerX', '/no/such/address']) {
      const page = await firstHtml(request, path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain(NOT_FOUND);
    }
  });

  test('a course named with </script>, quotes and tags stays text in the title, the tags and the JSON-LD', async ({
    page,
    request,
  }) => {
    const path = await hostileCoursePath(request);
    const course = await firstHtml(request, path);
    expect(course.status).toBe(200);
    // The only scripts are the app's own and its data blocks: the name opened none.
    expect(course.html).not.toContain("<script>window.__atriumNameXss = 'name'</script>");
    const data = only(course.html, 'Course');
    expect(String(data.name)).toContain(
      `</script><script>window.__atriumNameXss = 'name'</script> "quoted" & <b>bold</b>`,
    );
    expect(titleOf(course.html)).toContain('</script><script>');
    expect(tag(course.html, 'meta', 'property', 'og:title', 'content')).toBe(data.name);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      '</script><script>window.__atriumNameXss',
    );
    expect(
      await page.evaluate(() => (window as { __atriumNameXss?: string }).__atriumNameXss),
    ).toBeUndefined();
  });
});

/** Remembers the course's heading as the server's HTML drew it, before any script of the app ran. */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
      }
    });
  });
}

/** Whether React has taken the element over (hydration attaches its fibre to each node it adopts). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

/** Calls the server's render already made: asked again, they would show the hydration did not use its answers. */
const SERVED_CALLS = [
  /\/api\/mfe_config\/v1/,
  /\/admin-console\/api\/instance-config\//,
  /\/admin-console\/api\/active-langs\//,
  /\/admin-console\/api\/course-metadata\/[^/]+\/$/,
  /\/api\/courses\/v1\/courses\/[^/?]+\/?(\?|$)/,
];

test('a course page is whole in its first HTML, hydrates without asking again, and then works', async ({
  page,
  request,
  baseURL,
}) => {
  const path = await firstCoursePath(request, baseURL ?? '');
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname + new URL(sent.url()).search));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await rememberServerHeading(page);

  await page.goto(path);
  await hydrated(page);
  // The heading the server wrote is the one React adopted: nothing was drawn again.
  expect(
    await page.evaluate(
      () => (window as { serverHeading?: Element }).serverHeading === document.querySelector('main h1'),
    ),
  ).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(asked.filter((call) => SERVED_CALLS.some((pattern) => pattern.test(call)))).toEqual([]);
  expect(errors).toEqual([]);

  // The page answers: a link goes to its page inside the app, without loading a new document.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  // The header's link on a desktop, the bottom bar's on a phone.
  await page.getByRole('link', { name: 'Discover', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('with every API answer 3 s late, the first HTML already shows the header and the course', async ({
  page,
  request,
  baseURL,
}) => {
  const path = await firstCoursePath(request, baseURL ?? '');
  const name = String(only((await firstHtml(request, path)).html, 'Course').name);
  await page.route(/\/(api|admin-console|csrf|login_refresh)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'commit' });
  // Well before the first answer could arrive: what shows came with the page.
  await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 2000 });
});

/**
 * Holds the app's code back from `path`'s page: its first script (what its HTML names) runs, the rest
 * waits for the returned release.
 */
async function holdAppCode(page: Page, request: APIRequestContext, path: string): Promise<() => void> {
  const startUp = new Set(
    [...(await firstHtml(request, path)).html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      ([, asset]) => asset,
    ),
  );
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!startUp.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

/** The page's first script has run (module scripts run before DOMContentLoaded); the app has not. */
async function beforeTheApp(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  // The app's start-up puts the server's answers away.
  expect(await page.locator('#atrium-server-state').count()).toBe(1);
}

test(
  'a tap on a button before the page’s code is here is answered once it is',
  { tag: '@desktop-only' },
  async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = await firstCoursePath(request, baseURL ?? '');
    const release = await holdAppCode(page, request, path);
    await page.goto(path, { waitUntil: 'commit' });
    const share = page.getByRole('button', { name: 'Share this course' });
    await expect(share).toBeVisible();
    await beforeTheApp(page);
    await share.click();
    release();
    await expect(
      page.getByRole('status').filter({ hasText: 'Link has been copied successfully!' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL ?? ''}${path}`);
  },
);

test(
  'text typed before the page’s code is here is the app’s once it is: its suggestions open',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const release = await holdAppCode(page, request, '/partners');
    await page.goto('/partners', { waitUntil: 'commit' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
    await expect(box).toBeVisible();
    await beforeTheApp(page);
    await box.fill('data');
    release();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await expect(box).toHaveValue('data');
  },
);

test(
  'a link tapped before the page’s code is here is followed by the app: a result is recorded as seen, a section gets focus',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const release = await holdAppCode(page, request, '/search?q=python');
    await page.goto('/search?q=python', { waitUntil: 'commit' });
    const result = page
      .getByRole('list', { name: 'Results' })
      .getByRole('heading', { level: 3 })
      .first()
      .getByRole('link');
    await expect(result).toBeVisible();
    await beforeTheApp(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const title = (await result.textContent()) ?? '';
    await result.click();
    // Held, not followed by the browser: the page and its address stay until the app is here.
    await expect(page).toHaveURL(/\/search\?q=python$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const recent = await page.evaluate(
      () => JSON.parse(localStorage.getItem('recentPages') ?? '[]') as { display_name?: string }[],
    );
    expect(recent.length).toBeGreaterThan(0);

    // The course page's own section navigator, tapped before its code is here.
    await page.unrouteAll({ behavior: 'wait' });
    const coursePath = new URL(page.url()).pathname;
    const again = await holdAppCode(page, request, coursePath);
    await page.goto(coursePath, { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Course sections' });
    await expect(nav).toBeVisible();
    await beforeTheApp(page);
    // The last section the course has (which ones it has depends on the platform).
    const jump = nav.getByRole('link').filter({ visible: true }).last();
    const section = (await jump.getAttribute('href')) ?? '';
    await jump.click();
    again();
    await expect(page.locator(`${section}-title`)).toBeFocused();
  },
);

test('a signed-in page’s first HTML carries the learner’s header and navigation, nothing personal', async ({
  page,
}) => {
  await signInAs(page, 'learner', '/inprogress');
  // The first HTML with the learner's cookies, as the browser receives it before any script.
  const answer = await page.request.get('/inprogress', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(/<header[^>]*>.*<img[^>]*alt="[^"]+"/s);
  for (const tab of ['/overview', '/inprogress', '/completed']) expect(root).toContain(`href="${tab}"`);
  expect(root).not.toMatch(/Sign in|>learner</);
  // Nothing to hydrate from: the browser draws the learner's page itself.
  expect(html).not.toContain('atrium-server-state');

  // With every API answer 3 s late, the header shows at once; then the app takes the page over.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(/\/(api|admin-console|csrf|login_refresh)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue().catch(() => {});
  });
  await page.goto('/inprogress', { waitUntil: 'commit' });
  await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('navigation').first()).toBeVisible({ timeout: 2000 });
  await expect(
    page
      .getByRole('link', { name: 'In progress' })
      .or(page.getByRole('link', { name: 'Dashboard' }))
      .first(),
  ).toBeVisible({ timeout: 2000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test(
  'a search typed before the page’s code is here goes to the search page with its text',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // The app's code never arrives: only the page's first script runs (named by its HTML).
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      if (/\/paint-first-[^/]+\.js$/.test(route.request().url())) await route.continue();
      else await route.abort();
    });
    await page.goto('/partners', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' });
    await box.fill('data');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=data$/);
  },
);
