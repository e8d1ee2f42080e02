/** Pure rules of the header (spec §2 Header, §7 subject list). */
import type { Subject } from '@atrium/contract';

export const SUBJECTS_PAGE_SIZE = 25;

/**
 * The subject-list pages still to fetch once page 1 has answered: page 1's `count` says how many
 * there are, so pages 2…n go out in parallel (the earlier client walked `next` one page at a time).
 * A page 1 that has `next` but an unhelpful count still gets page 2.
 */
export function remainingSubjectPages(
  count: number,
  hasNext: boolean,
  pageSize = SUBJECTS_PAGE_SIZE,
): number[] {
  const total = Math.max(Math.ceil(count / pageSize), hasNext ? 2 : 1);
  return Array.from({ length: total - 1 }, (_, index) => index + 2);
}

/** All pages' subjects in page order, each slug once (pages may overlap when the list changes). */
export function mergeSubjectPages(pages: readonly (readonly Subject[])[]): Subject[] {
  const seen = new Set<string>();
  return pages.flat().filter((subject) => !seen.has(subject.slug) && Boolean(seen.add(subject.slug)));
}
