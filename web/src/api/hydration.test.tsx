/**
 * Ready for server rendering: a server prefetches a page's query with the app's own options,
 * dehydrates the cache into the page as JSON, and the browser hydrates it and shows the answer at
 * once, without asking again while it is fresh.
 */
import { CourseDetail } from '@atrium/contract';
import {
  dehydrate,
  hydrate,
  HydrationBoundary,
  QueryClientProvider,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/server.ts';
import { ORIGIN, testSettings } from '../test/settings.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { courseKeys, courseMetadataQuery } from './courseMetadata.ts';
import { createQueryClient } from './queryClient.ts';

const SLUG = 'data-science';
const course = CourseDetail.parse({
  course_id: 'course-v1:X+DS+2026',
  course_slug: SLUG,
  instructors: [],
  additional_metadata: { display_name: 'Data Science', pre_req_courses: [] },
});

/** What a server renders into the page: the cache after prefetching the course, as JSON text. */
async function serverRendered(): Promise<string> {
  let asked = 0;
  server.use(
    http.get(`${ORIGIN}/admin-console/api/course-metadata/:slug/`, () => {
      asked += 1;
      return HttpResponse.json(course);
    }),
  );
  const onServer = createQueryClient();
  const options = courseMetadataQuery(createApiClient(testSettings()), SLUG);
  // The page's prefetch (TanStack's query(), which replaces prefetchQuery and fetchQuery in 5.x)…
  await onServer.query(options);
  // …and its render (query() with a static staleTime, which replaces ensureQueryData) share one request.
  await onServer.query({ ...options, staleTime: 'static' });
  expect(asked).toBe(1);
  return JSON.stringify(dehydrate(onServer));
}

/** A browser client whose calls fail the test: everything must come from the server's state. */
function noCalls() {
  const call = vi.fn(() => Promise.reject(new Error('the browser asked again')));
  return { call, client: { call } as unknown as ApiClient };
}

function CourseTitle({ client }: { client: ApiClient }) {
  const { data, isPending } = useQuery(courseMetadataQuery(client, SLUG));
  return <h1>{isPending ? 'loading' : data?.additional_metadata.display_name}</h1>;
}

describe('prefetch, dehydrate and hydrate with the app’s query options', () => {
  it('shows the server’s answer on the first render and does not ask again', async () => {
    const state = JSON.parse(await serverRendered()) as DehydratedState;
    const { call, client } = noCalls();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HydrationBoundary state={state}>
          <CourseTitle client={client} />
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Data Science' })).toBeInTheDocument();
    // Effects (a mount's fetch when stale) have run by now.
    await Promise.resolve();
    expect(call).not.toHaveBeenCalled();
  });

  it('puts the answer in a client outside React too, under the same key', async () => {
    const browser = createQueryClient();
    hydrate(browser, JSON.parse(await serverRendered()) as DehydratedState);
    expect(browser.getQueryData(courseKeys.metadata(SLUG))).toEqual(course);
  });
});
