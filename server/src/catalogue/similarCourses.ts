/**
 * Courses like a course: a search text that is exactly a course's name — what the course page sends
 * for its similar courses — finds the courses that share a subject with it, those sharing words of its
 * name first (bm25), then the rest of its subjects. Only courses; an explicit subject filter turns this
 * off, and any other text is searched as usual. (Atrium extension: the earlier client relied on the
 * search engine's relevance for this; here the seeded subjects make "similar" mean the same subject.)
 */
import type { Repositories } from '../repositories/index.ts';
import type { SearchCriteria } from '../repositories/search.ts';
import { anyWordFts } from './anyWordQuery.ts';
import { toFtsQuery } from './ftsQuery.ts';
import { namesACourse } from './searchEngine.ts';

/** An FTS5 string: quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The words of the name (any of them), or else the subjects alone, rank; the subjects let all match. */
export function similarCoursesMatch(name: string, subjects: readonly string[]): string {
  const words = anyWordFts(name) ?? toFtsQuery(name);
  const inSubjects = `subjects : (${subjects.map(phrase).join(' OR ')})`;
  return words === null ? inSubjects : `(${words}) OR ${inSubjects}`;
}

/** The criteria of "courses like the one named", given its subjects (lower-cased, as facets are). */
export function similarCoursesCriteria(
  criteria: SearchCriteria,
  name: string,
  subjects: readonly string[],
): SearchCriteria {
  return {
    ...criteria,
    match: similarCoursesMatch(name, subjects),
    facets: { ...criteria.facets, subject: [...subjects] },
    kinds: ['course'],
  };
}

/** Similar-course criteria when `text` names a course and no subject is chosen; otherwise null. */
export function similarCoursesFor(
  repos: Repositories,
  criteria: SearchCriteria,
  text: string | undefined,
): SearchCriteria | null {
  const name = (text ?? '').trim();
  const coursesExcluded = criteria.kinds.length > 0 && !criteria.kinds.includes('course');
  if (toFtsQuery(name) === null || criteria.facets.subject?.length || coursesExcluded) return null;
  // Most texts name no course: the in-memory titles say so without the text query below.
  if (!namesACourse(repos, name)) return null;
  const subjects = repos.courses.subjectsOfCourseNamed(name);
  return subjects.length ? similarCoursesCriteria(criteria, name, subjects) : null;
}
