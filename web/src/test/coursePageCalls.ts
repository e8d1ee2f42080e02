/** What a visitor's course page asks of the server, answered for `course`, with nothing to list. */
import { http, HttpResponse } from 'msw';
import { ORIGIN } from './settings.ts';

export function coursePageCalls(course: object) {
  return [
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })),
    http.get(`${ORIGIN}/admin-console/api/course-metadata/:slug/`, () => HttpResponse.json(course)),
    http.get(`${ORIGIN}/admin-console/api/course-metadata/:slug/instructors`, () => HttpResponse.json([])),
    http.get(`${ORIGIN}/admin-console/api/course-toc/:id/`, () =>
      HttpResponse.json({ toc: { name: 'Course', lms_url: null, sections: [] } }),
    ),
    http.post(`${ORIGIN}/admin-console/api/full-course-discovery/`, () =>
      HttpResponse.json({ results: [], total: 0 }),
    ),
  ];
}
