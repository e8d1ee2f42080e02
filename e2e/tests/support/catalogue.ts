/** The reference server's own answer to a discovery search, to compare what the browser shows with. */
import type { APIRequestContext } from '@playwright/test';

export interface SearchBody {
  search_string?: string;
  subjects?: string[];
  partners?: string[];
  instructors?: string[];
  language_codes?: string[];
  availability?: string[];
  learning_type?: string[];
}

export interface SearchAnswer {
  total: number;
  titles: string[];
}

export async function serverSearch(
  request: APIRequestContext,
  body: SearchBody,
  query: { page_index?: number; sort?: string; page_size?: number } = {},
): Promise<SearchAnswer> {
  const { csrfToken } = (await (await request.get('/csrf/api/v1/token')).json()) as { csrfToken: string };
  const params = new URLSearchParams({
    page_size: String(query.page_size ?? 12),
    page_index: String(query.page_index ?? 0),
    sort: query.sort ?? '',
  });
  const response = await request.post(`/admin-console/api/full-course-discovery/?${params.toString()}`, {
    data: body,
    headers: { 'X-CSRFToken': csrfToken },
  });
  if (!response.ok()) throw new Error(`discovery search answered ${response.status()}`);
  const answer = (await response.json()) as {
    total: number;
    results: { data: { content: { display_name: string } } }[];
  };
  return { total: answer.total, titles: answer.results.map((r) => r.data.content.display_name) };
}
