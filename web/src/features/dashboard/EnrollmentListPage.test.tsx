import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { jwtCookieValue } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, plainSettings, testSettings } from '../../test/settings.ts';
import { closeToast } from '../../ui/toast/toastStore.ts';

// The toast store outlives a test: start each one without the previous toast.
beforeEach(() => closeToast());

const course = (n: number, prerequisites: { course_slug: string; display_name: string }[] = []) => ({
  course_details: {
    course_id: `course-v1:Org+C${n}+2026`,
    course_name: `Course ${n}`,
    org_display_name: 'Org',
    course_image_url: `https://cdn.example.com/c${n}.jpg`,
    course_start: '2020-01-01T00:00:00Z',
    course_end: null,
  },
  course_metadata: { slug: `course-${n}` },
  organization: { short_name: 'org' },
  progress: { complete_count: 1, incomplete_count: 3 },
  pre_req_courses: prerequisites,
});

/** A learner with `count` enrollments; unenroll answers when `release` is called (or fails). */
function learnerServer(
  count: number,
  unenroll: 'ok' | 'fail',
  enrolled = Array.from({ length: count }, (_, i) => course(i + 1)),
) {
  const pages: number[] = [];
  const searches: (string | null)[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })),
    http.get(`${ORIGIN}/api/user/v1/accounts/learner`, () =>
      HttpResponse.json({
        username: 'learner',
        email: 'l@example.org',
        name: 'Lea',
        is_active: true,
        profile_image: null,
      }),
    ),
    http.get(`${ORIGIN}/admin-console/api/openedx/api/enrollment-list/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? '1');
      pages.push(page);
      searches.push(params.get('search'));
      return HttpResponse.json({
        count: enrolled.length,
        next: null,
        previous: null,
        results: enrolled.slice((page - 1) * 12, page * 12),
      });
    }),
    http.get(`${ORIGIN}/api/course_home/outline/:id/`, () =>
      HttpResponse.json({
        resume_course: { url: `${ORIGIN}/learning/x/home`, has_visited_course: true },
        cert_data: null,
      }),
    ),
    http.post(`${ORIGIN}/admin-console/api/openedx/api/unenroll/`, async ({ request }) => {
      await gate;
      if (unenroll === 'fail')
        return HttpResponse.json({ error: 'not_enrolled', message: 'No' }, { status: 400 });
      const { course_id } = (await request.json()) as { course_id: string };
      enrolled.splice(
        enrolled.findIndex((c) => c.course_details.course_id === course_id),
        1,
      );
      return HttpResponse.json({ course_id, is_active: false });
    }),
  );
  return { pages, searches, release: () => release() };
}

async function renderSignedIn(path: string, settings = testSettings()) {
  const client = createApiClient(settings, {
    readCookies: () => `edx-jwt-cookie-header-payload=${jwtCookieValue()}`,
  });
  await client.currentUser();
  renderApp(undefined, { path, settings, client });
}

async function confirmUnenroll(name: string) {
  const card = await screen.findByRole('article', { name }, { timeout: 5000 });
  // The phone action sheet's button (the menu's twin is hidden by CSS, which jsdom does not apply).
  const sheetButton = within(card)
    .getAllByRole('button', { name: `More actions for ${name}` })
    .find((b) => b.getAttribute('aria-haspopup') === 'dialog');
  await userEvent.click(sheetButton!);
  await userEvent.click(
    within(await screen.findByRole('dialog', { name })).getByRole('button', { name: 'Unenroll' }),
  );
  const confirm = await screen.findByRole('alertdialog', { name: 'Unenroll from course' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Unenroll' }));
  return confirm;
}

// Generous time limits: a loaded machine (parallel builds) must not turn slowness into failures.
const SLOW = 20_000;

describe('card images', () => {
  it(
    'load the first two cards at once, the first at high priority (the largest paint), the others lazily',
    async () => {
      learnerServer(4, 'ok').release();
      await renderSignedIn('/inprogress');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4), { timeout: 5000 });
      const images = screen.getAllByRole('article').map((card) => card.querySelector('img'));
      expect(images.map((image) => image?.getAttribute('loading'))).toEqual([
        'eager',
        'eager',
        'lazy',
        'lazy',
      ]);
      expect(images.map((image) => image?.getAttribute('fetchpriority'))).toEqual([
        'high',
        'auto',
        'auto',
        'auto',
      ]);
    },
    SLOW,
  );
});

describe('a card with prerequisites', () => {
  it(
    'shows neither progress nor an open course until their status arrives, then the warning',
    async () => {
      const first = { course_slug: 'course-1', display_name: 'Course 1' };
      learnerServer(2, 'ok', [course(1), course(2, [first])]);
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.get(`${ORIGIN}/admin-console/api/pre-req-status/:slug/`, async () => {
          await answered;
          return HttpResponse.json({ fulfilled: false });
        }),
      );
      await renderSignedIn('/inprogress');
      const open = await screen.findByRole('article', { name: 'Course 1' }, { timeout: 5000 });
      const blocked = screen.getByRole('article', { name: 'Course 2' });
      // The other card is whole: its outline answered, its progress shows.
      await within(open).findByRole('link', { name: 'Resume Course' }, { timeout: 5000 });
      expect(within(open).getByRole('progressbar')).toBeInTheDocument();
      // This one waits: no progress it may not have, no link into a course it may not open.
      expect(within(blocked).queryByRole('progressbar')).toBeNull();
      expect(within(blocked).queryByRole('link', { name: 'Course 2' })).toBeNull();
      expect(within(blocked).queryByRole('link', { name: 'Resume Course' })).toBeNull();

      answer();
      await within(blocked).findByText(
        'Complete the prerequisite course first:',
        { exact: false },
        { timeout: 5000 },
      );
      expect(within(blocked).queryByRole('progressbar')).toBeNull();
      expect(within(blocked).getByRole('button', { name: 'Resume Course' })).toBeDisabled();
    },
    SLOW,
  );
});

describe('unenroll from a list', () => {
  it(
    'reports success only once the server confirmed, then shows the previous page when this one is empty',
    async () => {
      const { pages, release } = learnerServer(13, 'ok');
      await renderSignedIn('/inprogress?page=2');
      expect(await screen.findByText('Total: 13 courses', {}, { timeout: 5000 })).toBeInTheDocument();
      const confirm = await confirmUnenroll('Course 13');

      expect(within(confirm).getByRole('button', { name: 'Unenrolling…' })).toBeDisabled();
      expect(screen.queryByText('You have successfully unenrolled from the course')).toBeNull();
      release();

      expect(
        await screen.findByText('You have successfully unenrolled from the course', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Total: 12 courses', {}, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12), { timeout: 5000 });
      expect(screen.queryByRole('article', { name: 'Course 13' })).toBeNull();
      expect(pages.at(-1)).toBe(1);
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    },
    SLOW,
  );

  it(
    'says when the server refused and keeps the course',
    async () => {
      const { release } = learnerServer(3, 'fail');
      release();
      await renderSignedIn('/inprogress');
      const confirm = await confirmUnenroll('Course 2');
      expect(await within(confirm).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
        'You could not be unenrolled from this course. Please try again.',
      );
      expect(screen.queryByText('You have successfully unenrolled from the course')).toBeNull();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('article', { name: 'Course 2' })).toBeInTheDocument();
      expect(screen.getByText('Total: 3 courses')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('search my courses', () => {
  it(
    'searches in the browser, over every page, where the platform has no search parameter',
    async () => {
      // The list ignores `search`, as a platform without the enrollment-search extension does.
      const { pages, searches, release } = learnerServer(15, 'ok');
      release();
      await renderSignedIn('/inprogress?q=course+1', plainSettings());
      // Course 1 and Course 10 to Course 15: found on both of the platform's pages.
      expect(await screen.findByText(/Total: 7 courses/, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(7);
      expect(screen.queryByRole('article', { name: 'Course 2' })).toBeNull();
      expect(new Set(pages)).toEqual(new Set([1, 2]));
      expect(searches.every((search) => search === null)).toBe(true);
    },
    SLOW,
  );

  it(
    'asks the platform to search where it can',
    async () => {
      const { searches, release } = learnerServer(3, 'ok');
      release();
      await renderSignedIn('/inprogress?q=course+1');
      await screen.findByText(/Total: 3 courses/, {}, { timeout: 5000 });
      expect(searches).toEqual(['course 1']);
    },
    SLOW,
  );
});

describe('signed out', () => {
  it(
    'logs in through the third-party path when sign-in is third-party only',
    async () => {
      server.use(http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })));
      const settings = testSettings({ use_tpa_only: true, tpa_queryparam: '?tpa_hint=saml-campus' });
      renderApp(undefined, { path: '/completed', settings });
      expect(
        await screen.findByText('Please log in to access your dashboard', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      const next = encodeURIComponent(`${ORIGIN}/completed`);
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        `${ORIGIN}/login?tpa_hint=saml-campus&next=${next}&origin=${encodeURIComponent(ORIGIN)}`,
      );
    },
    SLOW,
  );
});
