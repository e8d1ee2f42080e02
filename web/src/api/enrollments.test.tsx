/**
 * The enrollment list keeps the previous page as a placeholder only for the same person; the whole
 * list is read page by page; unenroll succeeds on any 2xx.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { EnrollmentListPage } from '@atrium/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { course as enrolled } from '../test/enrolledCourse.ts';
import { jwtCookieValue } from '../test/jwt.ts';
import { server } from '../test/server.ts';
import { ORIGIN, testSettings } from '../test/settings.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { enrollmentListQuery, unenroll, wholeEnrollmentListQuery } from './enrollments.ts';
import { HttpError } from './errors.ts';

const answer = { count: 16, next: null, previous: null, results: [] } as unknown as EnrollmentListPage;
const client = { call: () => new Promise<never>(() => undefined) } as unknown as ApiClient;

function observe(username: string | null, page: number) {
  return enrollmentListQuery(client, username, { progress: 'in-progress', page });
}

describe('enrollmentListQuery placeholder', () => {
  /** A component showing the list of `username`'s `page`, with page 1 of the learner's already here. */
  function watchList() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(observe('learner', 1).queryKey, answer);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const initialProps: { username: string | null; page: number } = { username: 'learner', page: 1 };
    return renderHook(({ username, page }) => useQuery(observe(username, page)), { wrapper, initialProps });
  }

  it("shows the learner's previous page while their next page loads", () => {
    const { result, rerender } = watchList();
    rerender({ username: 'learner', page: 2 });
    expect(result.current).toMatchObject({ data: answer, isPlaceholderData: true });
  });

  it("never shows a learner's list (or its total) to the visitor they became", () => {
    const { result, rerender } = watchList();
    expect(result.current.data).toBe(answer);
    rerender({ username: null, page: 1 });
    expect(result.current.data).toBeUndefined();
  });
});

describe('with a signed-in client over HTTP', () => {
  const signedIn = () => {
    server.use(http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })));
    return createApiClient(testSettings(), {
      readCookies: () => `edx-jwt-cookie-header-payload=${jwtCookieValue()}`,
    });
  };
  const UNENROLL = `${ORIGIN}/admin-console/api/openedx/api/unenroll/`;

  it.each([
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
    ['200 with an empty body', () => new HttpResponse('', { status: 200 })],
    ['200 with plain text', () => new HttpResponse('OK', { status: 200 })],
    ['200 with a JSON string', () => HttpResponse.json('unenrolled')],
    ['200 with another object', () => HttpResponse.json({ success: true })],
    [
      '201 with the documented object',
      () => HttpResponse.json({ course_id: 'c', is_active: false }, { status: 201 }),
    ],
  ])('unenroll succeeds on %s', async (_, answer) => {
    server.use(http.post(UNENROLL, answer));
    await expect(unenroll(signedIn(), 'course-v1:Org+C1+2026')).resolves.toBeUndefined();
  });

  it('unenroll fails on a refusal', async () => {
    server.use(http.post(UNENROLL, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await expect(unenroll(signedIn(), 'course-v1:Org+C1+2026')).rejects.toBeInstanceOf(HttpError);
  });

  it('reads a whole list page after page, whatever page size the platform keeps', async () => {
    const asked: string[] = [];
    const all = Array.from({ length: 27 }, (_, i) => enrolled({ slug: `c${i}` }));
    server.use(
      http.get(`${ORIGIN}/admin-console/api/openedx/api/enrollment-list/`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        const page = Number(params.get('page'));
        // The platform keeps its own 12 a page and never says `next`.
        return HttpResponse.json({
          count: all.length,
          next: null,
          previous: null,
          results: all.slice((page - 1) * 12, page * 12),
        });
      }),
    );
    const queryClient = new QueryClient();
    const courses = await queryClient.query(wholeEnrollmentListQuery(signedIn(), 'learner', 'completed'));
    expect(courses.map((c) => c.course_metadata.slug)).toEqual(all.map((c) => c.course_metadata.slug));
    expect(asked).toEqual(
      [1, 2, 3].map((page) => `ordering=recent&page=${page}&page_size=100&progress=completed`),
    );
  });
});
