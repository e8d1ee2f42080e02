/**
 * "Recently viewed" (docs/product-rules.md, "Recently viewed"): adding puts the course first, drops any earlier entry with the same
 * slug and keeps at most three; remove by slug; clear all. Kept in localStorage `recentPages` and
 * read on start on every screen size (the earlier client read it only when the phone's search modal
 * opened, so an add on desktop overwrote the stored list). Corrupt storage is ignored.
 */
import { CourseSummary } from '@atrium/contract';

export const RECENT_PAGES_KEY = 'recentPages';
export const MAX_RECENT_PAGES = 3;

export type RecentPages = readonly CourseSummary[];

export function addPage(pages: RecentPages, course: CourseSummary): RecentPages {
  return [course, ...pages.filter((page) => page.course_slug !== course.course_slug)].slice(
    0,
    MAX_RECENT_PAGES,
  );
}

export function removePage(pages: RecentPages, slug: string): RecentPages {
  return pages.filter((page) => page.course_slug !== slug);
}

export function clearPages(): RecentPages {
  return [];
}

/** What storage holds, or [] when it is missing or not JSON; invalid entries and duplicates are dropped. */
export function parsePages(stored: string | null): RecentPages {
  if (stored === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const pages: CourseSummary[] = [];
  for (const item of raw) {
    const parsed = CourseSummary.safeParse(item);
    if (parsed.success && !pages.some((page) => page.course_slug === parsed.data.course_slug))
      pages.push(parsed.data);
  }
  return pages.slice(0, MAX_RECENT_PAGES);
}
