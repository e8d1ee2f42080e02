/** Search hit rows → discovery hits, loading courses and programs in one batch each. */
import type { CourseSummary, DiscoveryHit } from '@atrium/contract';
import type { Repositories } from '../repositories/index.ts';
import type { SearchHitRow } from '../repositories/search.ts';
import { loadCourseCards } from './courseSummaries.ts';
import { shapeProgramSummary } from './programSummary.ts';
import { groupBy } from './shape.ts';

const hit = (id: string, summary: CourseSummary, isProgram: boolean): DiscoveryHit => ({
  data: { id, content: { display_name: summary.additional_metadata.display_name }, course_metadata: summary },
  isProgram,
});

/** One hit per row, in order; null for a row whose course or program no longer exists. */
export function loadSearchHitsByRow(
  repos: Repositories,
  rows: readonly SearchHitRow[],
  origin: string,
): (DiscoveryHit | null)[] {
  const courseIds = rows.filter((r) => r.kind === 'course').map((r) => r.ref_id);
  const programIds = rows.filter((r) => r.kind === 'program').map((r) => r.ref_id);
  const courses = new Map(loadCourseCards(repos.courses, courseIds, origin).map((card) => [card.id, card]));
  const instructors = groupBy(repos.programs.instructorsOf(programIds), (r) => r.program_id);
  const programs = new Map(
    repos.programs
      .aggregates(programIds)
      .map((row) => [row.id, shapeProgramSummary(row, instructors.get(row.id) ?? [], origin)]),
  );
  return rows.map((row) => {
    if (row.kind === 'program') {
      const summary = programs.get(row.ref_id);
      return summary ? hit(`program:${summary.course_slug}`, summary, true) : null;
    }
    const card = courses.get(row.ref_id);
    return card ? hit(card.courseKey, card.summary, false) : null;
  });
}
