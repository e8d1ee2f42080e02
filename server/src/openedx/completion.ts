/**
 * The seed's progress rule, as the stock answers give it: an enrollment counts its complete and
 * incomplete units, and the course is passed when every unit is complete (the admin-console
 * dashboard's rule: routes/enrollments.ts, repositories/enrollments.ts `COMPLETED`). Pure.
 */
export interface UnitCounts {
  complete_count: number;
  incomplete_count: number;
}

export const isCompleted = (counts: UnitCounts) => counts.complete_count > 0 && counts.incomplete_count === 0;

/**
 * The progress tab's `completion_summary` (`get_course_blocks_completion_summary`). Nothing is locked:
 * the demo courses have no gated content. Without an enrollment (staff looking), every unit is incomplete.
 */
export function completionSummary(counts: UnitCounts | null, unitsCount: number) {
  return {
    complete_count: counts?.complete_count ?? 0,
    incomplete_count: counts?.incomplete_count ?? unitsCount,
    locked_count: 0,
  };
}
