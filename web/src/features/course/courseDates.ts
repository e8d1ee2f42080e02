/**
 * The summary's date rows (docs/product-rules.md, "Course page"): registration start and end, course start
 * and end, each worded for the past or the future relative to now; absent dates are left out.
 */
import type { CourseAdditionalMetadata } from '@atrium/contract';

export type DateRowKind =
  | 'registrationStarted'
  | 'registrationWillStart'
  | 'registrationEnded'
  | 'registrationWillEnd'
  | 'courseStarted'
  | 'courseWillStart'
  | 'courseEnded'
  | 'courseWillEnd';

export interface DateRow {
  kind: DateRowKind;
  date: string;
}

type Dates = Pick<
  CourseAdditionalMetadata,
  'enrollment_start' | 'enrollment_end' | 'course_start' | 'course_end'
>;

export function dateRows(meta: Dates, now: Date): DateRow[] {
  const past = (iso: string) => Date.parse(iso) <= now.getTime();
  const rows: [string | null, DateRowKind, DateRowKind][] = [
    [meta.enrollment_start, 'registrationStarted', 'registrationWillStart'],
    [meta.enrollment_end, 'registrationEnded', 'registrationWillEnd'],
    [meta.course_start, 'courseStarted', 'courseWillStart'],
    [meta.course_end, 'courseEnded', 'courseWillEnd'],
  ];
  return rows.flatMap(([date, then, later]) =>
    date === null ? [] : [{ kind: past(date) ? then : later, date }],
  );
}
