/** Page number and size from the query, with the endpoint's default size. */
import type { Paging } from '../repositories/paging.ts';

export const pagingOf = (query: { page?: number; page_size?: number }, defaultSize: number): Paging => ({
  page: query.page ?? 1,
  pageSize: query.page_size ?? defaultSize,
});
