/** A program as a course card, for search hits (`isProgram: true`; the slug is the program's). */
import { NO_PAID_COURSE, type CourseSummary } from '@atrium/contract';
import type { ProgramAggregateRow } from '../repositories/programs.ts';
import type { InstructorRow } from '../repositories/rows.ts';
import { shapeInstructorSummary, shapePartner } from './shape.ts';

const MAX_INSTRUCTORS = 4;

export function shapeProgramSummary(
  row: ProgramAggregateRow,
  instructors: readonly InstructorRow[],
  origin: string,
): CourseSummary {
  return {
    course_slug: row.slug,
    instructors: instructors.slice(0, MAX_INSTRUCTORS).map((i) => shapeInstructorSummary(i, origin)),
    total_weeks_of_effort: row.weeks,
    hours_effort_per_week_min: null,
    hours_effort_per_week_max: null,
    additional_metadata: {
      display_name: row.title,
      short_description: row.subtitle,
      org: row.org_short_name,
      language: row.language,
      self_paced: row.self_paced === 1,
      certificate_enabled: true,
      course_image_url: `/static/programs/${encodeURIComponent(row.slug)}.svg`,
      total_enrollments: row.total_enrollments,
      last_modification_date: row.created_at,
      enrollment_start: null,
      enrollment_end: null,
      course_start: row.course_start,
      course_end: row.course_end,
      effort: null,
      sections_count: row.sections_count,
      units_count: row.units_count,
      about_overview: '',
      intro_video: null,
      invitation_only: false,
      max_enrollments: null,
      pre_req_courses: [],
    },
    // Programs are not bought through the course purchase flow; their price is on the program page.
    paid_course: { ...NO_PAID_COURSE, currency: row.currency ?? NO_PAID_COURSE.currency },
    partner: shapePartner(row, origin),
  };
}
