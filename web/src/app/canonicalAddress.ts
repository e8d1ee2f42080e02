/**
 * Each page's one canonical address (docs/decisions/one-address-per-page.md), pure: the spec's
 * `/search` and `/course/{slug}/`. The addresses an LMS hands to its catalog app (`/courses`,
 * `/courses/{course_id}/about`), the older share link (`/homepage/course/{slug}`) and other spellings of
 * a canonical address (raw `:` and `+`, no final slash, other letter case) are replaced by it.
 */
import { coursePath } from '../common/links/courseLinks.ts';

/** What to do with an address inside the app (without the public path). */
export type AddressTarget =
  | { kind: 'canonical' }
  | { kind: 'replace'; pathname: string }
  /** A course named by its course id where slugs differ from ids: its slug must be looked up. */
  | { kind: 'courseId'; courseId: string };

export const SEARCH_PATH = '/search';

function decode(segment: string): string {
  try {
    // decodeURIComponent leaves a raw '+' a plus: in a path it is one (course-v1:Org+Num+Run).
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const CANONICAL: AddressTarget = { kind: 'canonical' };

function replaceUnlessSame(pathname: string, canonical: string): AddressTarget {
  return pathname === canonical ? CANONICAL : { kind: 'replace', pathname: canonical };
}

/**
 * Where `pathname` belongs. `slugIsCourseId`: on a stock platform a course's slug is its course id, so
 * a hand-off address maps to the course page without asking anything.
 */
export function addressTarget(pathname: string, slugIsCourseId: boolean): AddressTarget {
  const segments = pathname.split('/').filter(Boolean);
  const names = segments.map((segment) => segment.toLowerCase());
  const [first, second, third] = names;
  if (segments.length === 1 && (first === 'courses' || first === 'search')) {
    return replaceUnlessSame(pathname, SEARCH_PATH);
  }
  if (segments.length === 2 && first === 'course') {
    return replaceUnlessSame(pathname, coursePath(decode(segments[1] ?? '')));
  }
  if (segments.length === 3 && first === 'homepage' && second === 'course') {
    return { kind: 'replace', pathname: coursePath(decode(segments[2] ?? '')) };
  }
  if (segments.length === 3 && first === 'courses' && third === 'about') {
    const courseId = decode(segments[1] ?? '');
    return slugIsCourseId
      ? { kind: 'replace', pathname: coursePath(courseId) }
      : { kind: 'courseId', courseId };
  }
  return CANONICAL;
}
