/**
 * An admin-console platform names a course page by a slug distinct from its course id; the LMS's about
 * links name the id (docs/decisions/one-address-per-page.md). No admin-console endpoint maps one to
 * the other, so the id's outline (B13, keyed by id) gives the course's name, and a discovery search for
 * that name (B14, whose hits carry both the id and the slug) gives its slug. Pure part: the pick.
 */
import type { DiscoveryHit } from '@atrium/contract';

/** How many hits the name's search asks for: a name shared by more courses than this is not expected. */
export const SLUG_SEARCH_PAGE_SIZE = 50;

/** The slug of the course `courseId` among `hits` (never a program's), or null. */
export function slugOfCourseId(hits: readonly DiscoveryHit[], courseId: string): string | null {
  const hit = hits.find((h) => !h.isProgram && h.data.id === courseId);
  return hit?.data.course_metadata.course_slug ?? null;
}
