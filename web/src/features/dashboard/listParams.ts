/**
 * The list pages' state lives in the URL (`?page=`, `?q=`), so reload, share and Back keep it.
 * Pure helpers: parse, clamp after a change of the total, and write back.
 */
import { ENROLLMENT_PAGE_SIZE } from '../../api/enrollments.ts';

export interface ListParams {
  page: number;
  search: string;
}

/** Page 1 for anything that is not a whole number ≥ 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

export function readListParams(params: URLSearchParams): ListParams {
  return { page: parsePage(params.get('page')), search: (params.get('q') ?? '').trim() };
}

/** Only non-default values appear in the URL: `/inprogress`, `?page=2`, `?q=data&page=2`. */
export function writeListParams({ page, search }: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('q', search.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

export function pageCount(total: number, pageSize = ENROLLMENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Pagination only when the total exceeds one page (spec: above 12). */
export function showPagination(total: number, pageSize = ENROLLMENT_PAGE_SIZE): boolean {
  return total > pageSize;
}

/**
 * The page to show when the current one is beyond the end, e.g. after the last card of the last page
 * was unenrolled: the last page that still has cards; null when the current page is fine.
 */
export function pageBeyondEnd(page: number, total: number, pageSize = ENROLLMENT_PAGE_SIZE): number | null {
  const last = pageCount(total, pageSize);
  return page > last ? last : null;
}
