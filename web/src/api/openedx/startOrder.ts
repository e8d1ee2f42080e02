/**
 * Whether a stock platform honoured the start-date order it was asked for. A release before edx-search
 * 4.3.0 (Sumac) ignores `enable_course_sorting_by_start_date` without a word, so only the answer's
 * order can tell: courses out of start-date order prove it ignored; in order, it is taken as honoured
 * (what is shown is then in that order either way). Courses without a start date say nothing (an
 * index sorts them apart), nor does a page with fewer than two dated courses.
 */
import type { SourceVerdict } from '../../config/platformSources.ts';

export function startOrderVerdict(starts: readonly (string | null)[]): SourceVerdict | undefined {
  const times = starts.filter((start): start is string => start !== null).map((start) => Date.parse(start));
  const dated = times.filter((time) => !Number.isNaN(time));
  if (dated.length < 2) return undefined;
  return dated.every((time, i) => i === 0 || (dated[i - 1] ?? time) <= time) ? 'present' : 'absent';
}
