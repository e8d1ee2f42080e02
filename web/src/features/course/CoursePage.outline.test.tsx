import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '../../lib/router/index.ts';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { jwtCookieValue } from '../../test/jwt.ts';
import { coursePageCalls } from '../../test/coursePageCalls.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';
import CoursePage from './CoursePage.tsx';

const course = {
  course_id: 'course-v1:X+Y+Z',
  course_slug: 'test-course',
  instructors: [],
  additional_metadata: { display_name: 'Test Course', course_start: '2020-01-01T00:00:00Z' },
  paid_course: null,
  partner: null,
};

/** The calls of an enrolled learner's course page; `overrides` (matched first) replace some of them. */
function enrolledCalls(...overrides: Parameters<typeof server.use>) {
  server.use(
    ...overrides,
    ...coursePageCalls(course),
    http.get(`${ORIGIN}/api/enrollment/v1/enrollment/:id`, () =>
      HttpResponse.json({ is_active: true, mode: 'audit' }),
    ),
    http.get(`${ORIGIN}/api/user/v1/accounts/learner`, () =>
      HttpResponse.json({ username: 'learner', is_active: true }),
    ),
  );
}

async function renderSignedIn() {
  const settings = testSettings();
  const client = createApiClient(settings, {
    readCookies: () => `edx-jwt-cookie-header-payload=${jwtCookieValue()}`,
  });
  await client.currentUser();
  renderApp(
    <Routes>
      <Route path="/course/:slug" element={<CoursePage />} />
    </Routes>,
    { path: '/course/test-course/', settings, client },
  );
}

describe('course page of an enrolled learner', () => {
  it('offers Go To Your Course when the outline call fails, instead of a button busy for ever', async () => {
    enrolledCalls(
      http.get(`${ORIGIN}/api/course_home/outline/:id/`, () =>
        HttpResponse.json({ error: 'server_error', message: 'Down' }, { status: 500 }),
      ),
    );
    await renderSignedIn();
    const links = await screen.findAllByRole('link', { name: 'Go To Your Course' }, { timeout: 10_000 });
    expect(links[0]).toHaveAttribute('href', `${ORIGIN}/learning/course/course-v1%3AX%2BY%2BZ/home`);
  }, 20_000);

  it('waits for the prerequisite answer before offering Resume Course, then shows it closed', async () => {
    let release = () => {};
    let outlineServed = false;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const withPrerequisite = {
      ...course,
      additional_metadata: {
        ...course.additional_metadata,
        pre_req_courses: [{ course_slug: 'python', display_name: 'Python' }],
      },
    };
    enrolledCalls(
      http.get(`${ORIGIN}/admin-console/api/course-metadata/:slug/`, () =>
        HttpResponse.json(withPrerequisite),
      ),
      http.get(`${ORIGIN}/api/course_home/outline/:id/`, () => {
        outlineServed = true;
        return HttpResponse.json({
          resume_course: { url: `${ORIGIN}/learning/resume`, has_visited_course: true },
          cert_data: { cert_web_view_url: null, cert_status: '' },
        });
      }),
      http.get(`${ORIGIN}/admin-console/api/pre-req-status/:slug/`, async () => {
        await gate;
        return HttpResponse.json({ fulfilled: false });
      }),
    );
    await renderSignedIn();
    await waitFor(() => expect(outlineServed).toBe(true), { timeout: 10_000 });
    // Outline answered (and drawn a moment later), prerequisite not: a spinner, never a Resume link
    // that will turn disabled.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByRole('button', { name: 'Loading course details' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Resume Course' })).toBeNull();
    expect(screen.queryByText(/Complete the prerequisite course first/)).toBeNull();

    release();
    const buttons = await screen.findAllByRole('button', { name: 'Resume Course' }, { timeout: 10_000 });
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Resume Course' })).toBeNull();
    expect(screen.getAllByText(/Complete the prerequisite course first/).length).toBeGreaterThan(0);
  }, 20_000);
});
