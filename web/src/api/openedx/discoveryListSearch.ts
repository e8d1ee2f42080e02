/**
 * The stock search with several values per facet (`POST /search/unstable/v0/course_list_search/`,
 * edx-search ≥ 4.4.0, Verawood): the main table's query as its form, every chosen value of a facet
 * sent (the field repeated, OR-combined there). Its answer has course discovery's shape, each chosen
 * facet already counted without itself, so it needs none of the fallback's extra count searches.
 */
import type { CourseListSearchForm, DiscoveryQuery } from '@atrium/contract';
import type { DiscoveryPaging } from './discoveryShape.ts';

export function listSearchForm(
  paging: DiscoveryPaging,
  body: DiscoveryQuery,
  byStart: boolean,
): CourseListSearchForm {
  const form: CourseListSearchForm = {};
  const text = body.search_string?.trim();
  if (text) form.search_string = text;
  if (paging.page_size !== undefined) form.page_size = paging.page_size;
  if (paging.page_index !== undefined) form.page_index = paging.page_index;
  if (body.partners?.length) form.org = body.partners;
  if (body.language_codes?.length) form.language = body.language_codes;
  if (body.modes?.length) form.modes = body.modes;
  if (byStart) form.enable_course_sorting_by_start_date = true;
  return form;
}
