/**
 * Faults on every call of home, search, a course page and the dashboard: a 500, a request that hangs
 * until the network gives up, a dropped connection and a body that is not JSON. Each row is one
 * (page, call): the failing section shows its fallback, the rest of the page works, nothing throws,
 * and once the server answers again the section's Retry (or a reload) brings the data back.
 *
 * A hang ends when the network gives up on the request (a timeout error, at once: no test waits out
 * the client's own 15 s deadline, which api/client.test.ts covers), then the query's one retry runs
 * (TanStack's 1 s delay) before the fallback shows.
 *
 * Cost: the client turns a 500, a hang and a dropped connection into the same retryable failure
 * (api/errors.ts, api/queryClient.ts), and a malformed body into a ContractError that is not retried;
 * the whole-page property runs (web/src/test/property) give every call of every screen a malformed
 * and a failing answer. So each row here takes ONE of the four faults, in rotation, so that the pages
 * with four rows or more meet all four; FAULTS_ALL_MODES=1 runs all four on every row (about four
 * times as long). Home's four sections under a 500 and a malformed body are in
 * visitor-states.spec.ts; here they get the two network faults instead.
 */
import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { signInAs } from './support/learners.ts';
import { jsonError } from './support/faults.ts';

type Mode = 'error' | 'hang' | 'drop' | 'malformed';
const ALL: readonly Mode[] = ['error', 'hang', 'drop', 'malformed'];
const NETWORK: readonly Mode[] = ['hang', 'drop'];
const FULL = process.env.FAULTS_ALL_MODES === '1';
/** Two failed attempts with the retry delay between them, on a busy machine. */
const FALLBACK_TIMEOUT = 12_000;

const DSA = '/course/data-structures-and-algorithms-in-python/';
const SECTION_ERROR = 'Error occurred while fetching data';

interface Row {
  page: string;
  call: string;
  matches: (request: Request) => boolean;
  /** The faults this row may take, one per run in rotation (default: all four). */
  modes?: readonly Mode[];
  learner?: boolean;
  /** Also run on the phone project (most rows are layout-independent: desktop only). */
  phone?: boolean;
  fallback: (page: Page) => Promise<void>;
  /** What brings the data back once the server answers: the section's Retry by default. */
  recover?: (page: Page) => Promise<void>;
  recovered: (page: Page) => Promise<void>;
}

const path = (request: Request) => new URL(request.url()).pathname;
const search = (request: Request) => new URL(request.url()).search;
const get = (prefix: string) => (r: Request) => r.method() === 'GET' && path(r).startsWith(prefix);
const discovery = (r: Request) =>
  r.method() === 'POST' && path(r) === '/admin-console/api/full-course-discovery/';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const retryIn = (section: Locator) => async () => section.getByRole('button', { name: 'Retry' }).click();
const reload = async (page: Page) => {
  await page.reload();
};

/** A section whose own fallback is the shared message with a Retry button. */
function sectionError(section: (page: Page) => Locator) {
  return {
    fallback: async (page: Page) => {
      await expect(section(page).getByText(SECTION_ERROR)).toBeVisible({ timeout: FALLBACK_TIMEOUT });
      await expect(section(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    },
    recover: async (page: Page) => retryIn(section(page))(),
  };
}

const ROWS: Row[] = [
  // Home
  {
    page: '/',
    call: 'welcome section',
    matches: get('/admin-console/api/welcome-section/'),
    modes: NETWORK,
    phone: true,
    // The banner falls back to a welcome of its own, with no error and no Retry: a reload brings it back.
    fallback: async (page) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Atrium Academy', {
        timeout: FALLBACK_TIMEOUT,
      }),
    recover: reload,
    recovered: async (page) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits'),
  },
  {
    page: '/',
    call: 'popular subjects',
    matches: get('/admin-console/api/popular-subject-list/'),
    modes: NETWORK,
    ...sectionError((page) => region(page, 'Popular Subjects')),
    recovered: async (page) =>
      expect(region(page, 'Popular Subjects').getByRole('listitem').first()).toBeVisible(),
  },
  {
    page: '/',
    call: 'popular partners',
    matches: get('/admin-console/api/partner-list/'),
    modes: NETWORK,
    ...sectionError((page) => region(page, 'Partners')),
    recovered: async (page) =>
      expect(region(page, 'Partners').getByRole('list').getByRole('link').first()).toBeVisible(),
  },
  {
    page: '/',
    call: 'explore courses (discovery)',
    matches: discovery,
    modes: NETWORK,
    ...sectionError((page) => region(page, 'Explore Courses')),
    recovered: async (page) =>
      expect(region(page, 'Explore Courses').getByRole('article').first()).toBeVisible(),
  },
  {
    // Discovery is a POST: without a CSRF token, Explore Courses cannot ask.
    page: '/',
    call: 'CSRF token',
    matches: get('/csrf/api/v1/token'),
    ...sectionError((page) => region(page, 'Explore Courses')),
    recovered: async (page) =>
      expect(region(page, 'Explore Courses').getByRole('article').first()).toBeVisible(),
  },
  {
    page: '/',
    call: 'footer section',
    matches: get('/admin-console/api/footer-section/'),
    // The footer keeps the logo, the language choice and the copyright; its links come back on reload.
    fallback: async (page) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('combobox', { name: 'Choose language' })).toBeVisible();
      await expect(footer.getByText(/© \d{4} Atrium Academy/)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'About' })).toHaveCount(0, { timeout: FALLBACK_TIMEOUT });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits');
    },
    recover: reload,
    recovered: async (page) =>
      expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible(),
  },
  {
    // Start-up calls the app can do without: build-time settings, default branding, the released
    // languages, no optional features, and a visitor when the session cannot be checked.
    page: '/',
    call: 'start-up calls (MFE config, instance config, languages, features, token refresh)',
    matches: (r) =>
      [
        '/api/mfe_config/v1',
        '/admin-console/api/instance-config/',
        '/admin-console/api/active-langs/',
        '/admin-console/api/dynamic-features/',
        '/login_refresh',
      ].includes(path(r)),
    fallback: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn without limits', {
        timeout: FALLBACK_TIMEOUT,
      });
      await expect(region(page, 'Explore Courses').getByRole('article').first()).toBeVisible();
      // The configured site name instead of the instance's; no language choice without the active list.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Atrium', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('combobox')).toHaveCount(0);
    },
    recover: reload,
    recovered: async (page) => {
      await expect(region(page, 'Explore Courses').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Atrium Academy' })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('combobox', { name: 'Choose language' }),
      ).toBeVisible();
    },
  },
  // Search
  {
    page: '/search?q=data',
    call: 'search results (discovery)',
    matches: (r) => discovery(r) && search(r).includes('page_size='),

    ...sectionError((page) => region(page, 'Results')),
    recovered: async (page) =>
      expect(
        region(page, 'Results').getByRole('list', { name: 'Results' }).getByRole('article').first(),
      ).toBeVisible(),
  },
  {
    // The search box asks for suggestions for what it holds; without them it still searches.
    page: '/search?q=data',
    call: 'search suggestions (discovery)',
    matches: (r) => discovery(r) && search(r) === '',
    fallback: async (page) => {
      await expect(region(page, 'Results').getByText('Total: ')).toBeVisible();
      await expect(page.getByRole('listbox', { name: /suggestions/i })).toHaveCount(0);
    },
    recover: async (page) => {
      const box = page.getByRole('main').getByRole('combobox', { name: 'Search courses' });
      await box.fill('python');
    },
    recovered: async (page) =>
      expect(
        page
          .getByRole('listbox', { name: /suggestions/i })
          .getByRole('option')
          .first(),
      ).toBeVisible(),
  },
  // Course page
  {
    page: DSA,
    call: 'course metadata',
    matches: (r) =>
      get('/admin-console/api/course-metadata/data-structures-and-algorithms-in-python/')(r) &&
      !path(r).endsWith('instructors'),
    phone: true,
    // The whole page failed: it says so in its heading and offers Try again and the way back.
    fallback: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This course could not be loaded', {
        timeout: FALLBACK_TIMEOUT,
      });
      await expect(page.getByRole('link', { name: 'Browse courses' })).toBeVisible();
    },
    recover: async (page) => page.getByRole('button', { name: 'Try again' }).click(),
    recovered: async (page) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Structures and Algorithms in Python'),
  },
  {
    page: DSA,
    call: 'course instructors',
    matches: (r) => get('/admin-console/api/course-metadata/')(r) && path(r).endsWith('/instructors'),
    ...sectionError((page) => region(page, 'Instructors')),
    recovered: async (page) =>
      expect(
        region(page, 'Instructors')
          .getByRole('link', { name: /^Photo of / })
          .first(),
      ).toBeVisible(),
  },
  {
    page: DSA,
    call: 'course table of contents',
    matches: get('/admin-console/api/course-toc/'),
    ...sectionError((page) => region(page, 'Course content')),
    recovered: async (page) => expect(region(page, 'Course content').getByText(SECTION_ERROR)).toHaveCount(0),
  },
  {
    page: DSA,
    call: 'prerequisite course metadata',
    matches: get('/admin-console/api/course-metadata/introduction-to-python-programming/'),
    ...sectionError((page) => region(page, 'Requirements')),
    recovered: async (page) =>
      expect(
        region(page, 'Requirements').getByRole('heading', { name: 'Introduction to Python Programming' }),
      ).toBeVisible(),
  },
  {
    page: DSA,
    call: 'similar courses (discovery)',
    matches: discovery,
    ...sectionError((page) => region(page, 'Similar courses')),
    recovered: async (page) =>
      expect(region(page, 'Similar courses').getByRole('article').first()).toBeVisible(),
  },
  {
    // Unknown enrollment: the panel still offers an action instead of an empty box.
    page: DSA,
    call: 'enrollment status (signed in)',
    learner: true,
    matches: get('/api/enrollment/v1/enrollment/'),
    fallback: async (page) => {
      await expect(region(page, 'Info').getByRole('button', { name: /enroll/i })).toBeVisible({
        timeout: FALLBACK_TIMEOUT,
      });
    },
    recover: reload,
    // Enrolled again: the learner's own button (whether a prerequisite holds it is not this row's call).
    recovered: async (page) =>
      expect(
        region(page, 'Info').getByRole('button', { name: /^(Resume Course|Go To Your Course)$/ }),
      ).toBeVisible(),
  },
  // Dashboard
  {
    page: '/overview',
    call: 'recent enrollments',
    learner: true,
    phone: true,
    matches: (r) =>
      get('/admin-console/api/openedx/api/enrollment-list/')(r) && search(r).includes('page_size=5'),
    ...sectionError((page) => region(page, 'Recent activity')),
    recovered: async (page) => expect(region(page, 'Recent activity').getByRole('article')).toHaveCount(5),
  },
  {
    page: '/overview',
    call: 'in-progress and completed counts',
    learner: true,
    matches: (r) =>
      get('/admin-console/api/openedx/api/enrollment-list/')(r) &&
      /progress=(in-progress|completed)/.test(search(r)),
    // The counts become plain links to their lists; the list page brings them back.
    fallback: async (page) => {
      const counts = page.getByRole('main').getByRole('listitem');
      await expect(counts.getByRole('link', { name: 'In progress', exact: true })).toBeVisible({
        timeout: FALLBACK_TIMEOUT,
      });
      await expect(counts.getByRole('link', { name: 'Completed', exact: true })).toBeVisible();
    },
    recover: reload,
    recovered: async (page) => {
      await expect(page.getByRole('link', { name: /^\d+ courses? in progress$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^\d+ courses? completed$/ })).toBeVisible();
    },
  },
  {
    // Without an outline a card cannot say "Resume": it offers the course instead.
    page: '/overview',
    call: 'course outlines',
    learner: true,
    matches: get('/api/course_home/outline/'),
    fallback: async (page) => {
      const cards = region(page, 'Recent activity').getByRole('article');
      await expect(cards).toHaveCount(5);
      await expect(cards.getByRole('progressbar').first()).toBeVisible();
      await expect(cards.getByRole('link', { name: 'Go To Your Course' }).first()).toBeVisible({
        timeout: FALLBACK_TIMEOUT,
      });
      await expect(cards.getByRole('link', { name: 'Resume Course' })).toHaveCount(0);
    },
    recover: reload,
    recovered: async (page) =>
      expect(
        region(page, 'Recent activity').getByRole('link', { name: 'Resume Course' }).first(),
      ).toBeVisible(),
  },
  {
    page: '/overview',
    call: 'account (avatar)',
    learner: true,
    matches: get('/api/user/v1/accounts/'),
    fallback: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi, Layla Learner');
      await expect(region(page, 'Recent activity').getByRole('article')).toHaveCount(5);
      await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0);
    },
    recover: reload,
    recovered: async (page) => expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible(),
  },
  {
    page: '/inprogress',
    call: 'in-progress list',
    learner: true,
    matches: get('/admin-console/api/openedx/api/enrollment-list/'),
    ...sectionError((page) => page.getByRole('main')),
    recovered: async (page) => expect(page.getByRole('main').getByRole('article')).toHaveCount(12),
  },
];

/** Answers matching requests with the fault; every other request goes through untouched. */
async function inject(page: Page, row: Row, mode: Mode): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (!row.matches(route.request())) return route.fallback();
    if (mode === 'error') return route.fulfill(jsonError(500, 'boom', 'down'));
    if (mode === 'malformed')
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"results": [{"oops": tru',
      });
    if (mode === 'drop') return route.abort('connectionreset');
    return route.abort('timedout');
  };
  await page.route('**/*', handler);
  return () => page.unroute('**/*', handler);
}

/** Never a blank page: the landmarks of the shell are there around the failing section. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('banner')).toBeVisible();
}

/** A fresh navigation; one more try when the browser reports it aborted (a stray late abort). */
async function open(page: Page, target: string): Promise<void> {
  await page.goto(target).catch(async (error: unknown) => {
    if (!String(error).includes('ERR_ABORTED')) throw error;
    await page.goto(target);
  });
}

ROWS.forEach((row, index) => {
  const tag = row.phone ? [] : ['@desktop-only'];
  const choices = row.modes ?? ALL;
  const modes = FULL ? ALL : [choices[index % choices.length] ?? 'error'];
  test(
    `${row.page} · ${row.call}: ${modes.join(', ')} → fallback, the rest works, recovers`,
    { tag },
    async ({ page }) => {
      test.setTimeout(60_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const [step, mode] of modes.entries()) {
        await test.step(mode, async () => {
          const restore = await inject(page, row, mode);
          if (step === 0 && row.learner) await signInAs(page, 'learner', row.page);
          else await open(page, row.page);
          await row.fallback(page);
          await expectShell(page);
          await restore();
          await (row.recover ?? reload)(page);
          await row.recovered(page);
          await expectShell(page);
          expect(errors).toEqual([]);
        });
      }
    },
  );
});
