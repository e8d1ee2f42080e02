/** Helpers of the visitor's-experience tests: the server's own answers, to compare the screen with. */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { jsonError } from './faults.ts';

export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

interface Hit {
  data: { id: string; content: { display_name: string }; course_metadata: { course_slug: string } };
  isProgram?: boolean;
}

/** Discovery search as the home page asks it: no filters, one sort, one page. */
export async function discovery(
  request: APIRequestContext,
  sort: string,
  pageSize: number,
  searchString?: string,
): Promise<Hit[]> {
  const { csrfToken } = await apiJson<{ csrfToken: string }>(request, '/csrf/api/v1/token');
  const response = await request.post(
    `/admin-console/api/full-course-discovery/?page_size=${pageSize}&page_index=0&sort=${sort}`,
    {
      data: searchString ? { search_string: searchString } : {},
      headers: { 'X-CSRFToken': csrfToken },
    },
  );
  if (!response.ok()) throw new Error(`discovery answered ${response.status()}`);
  return ((await response.json()) as { results: Hit[] }).results;
}

/** Makes one admin-console call fail (500) or answer malformed JSON, leaving every other call alone. */
export async function breakCall(
  page: Page,
  pattern: string | RegExp,
  how: 'error' | 'malformed',
): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    how === 'error'
      ? route.fulfill(jsonError(500, 'boom', 'broken on purpose'))
      : route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"results": [{"nonsense": tru',
        });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}
