import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '../../lib/router/index.ts';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { jwtCookieValue } from '../../test/jwt.ts';
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

describe('course page of an enrolled learner', () => {
  it('offers Go To Your Course when the outline call fails, instead of a button busy for ever', async () => {
    server.use(
      http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })),
      http.get(`${ORIGIN}/admin-console/api/course-metadata/:slug/`, () => HttpResponse.json(course)),
      http.get(`${ORIGIN}/admin-console/api/course-metadata/:slug/instructors`, () => HttpResponse.json([])),
      http.get(`${ORIGIN}/admin-console/api/course-toc/:id/`, () =>
        HttpResponse.json({ toc: { name: 'Course', lms_url: null, sections: [] } }),
      ),
      http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, () =>
        HttpResponse.json({ results: [], total: 0 }),
      ),
      http.get(`${ORIGIN}/api/enrollment/v1/enrollment/:id`, () =>
        HttpResponse.json({ is_active: true, mode: 'audit' }),
      ),
      http.get(`${ORIGIN}/api/user/v1/accounts/learner`, () =>
        HttpResponse.json({ username: 'learner', is_active: true }),
      ),
      http.get(`${ORIGIN}/api/course_home/outline/:id/`, () =>
        HttpResponse.json({ error: 'server_error', message: 'Down' }, { status: 500 }),
      ),
    );
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
    const links = await screen.findAllByRole('link', { name: 'Go To Your Course' }, { timeout: 10_000 });
    expect(links[0]).toHaveAttribute('href', `${ORIGIN}/learning/course/course-v1%3AX%2BY%2BZ/home`);
  }, 20_000);
});
