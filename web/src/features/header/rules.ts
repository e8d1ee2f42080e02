/** Pure rules of the header (docs/product-rules.md, "Header and account menu"). */
import type { Subject } from '@atrium/contract';

export const SUBJECTS_PAGE_SIZE = 25;
/** At most this many pages (1,000 subjects) are asked for, whatever page 1's `count` says. */
export const MAX_SUBJECT_PAGES = 40;

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
  const byCount = Number.isFinite(count) ? Math.ceil(count / pageSize) : 1;
  // A count from the server is not trusted to size the request burst (1e21 would be a crash).
  const total = Math.min(Math.max(byCount, hasNext ? 2 : 1), MAX_SUBJECT_PAGES);
  return Array.from({ length: total - 1 }, (_, index) => index + 2);
}

/** All pages' subjects in page order, each slug once (pages may overlap when the list changes). */
export function mergeSubjectPages(pages: readonly (readonly Subject[])[]): Subject[] {
  const seen = new Set<string>();
  return pages.flat().filter((subject) => !seen.has(subject.slug) && Boolean(seen.add(subject.slug)));
}
