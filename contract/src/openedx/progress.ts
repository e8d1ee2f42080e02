/**
 * The learning app's progress tab on a stock LMS: `GET /api/course_home/progress/{course_id}`
 * (openedx-platform `lms/djangoapps/course_home_api/progress/views.py` `ProgressTabView`, fields from
 * `progress/serializers.py` `ProgressTabSerializer`; a backend-for-frontend API, unversioned). A visitor
 * gets 401 `{ detail }`; a signed-in learner not enrolled gets 401 with the body `"User not enrolled."`
 * (a JSON string); an unknown course 404.
 *
 * Read here: what a dashboard card needs. `completion_summary` counts the course's units (complete,
 * incomplete, and locked behind content gating); the other fields are those the serializer always
 * sends and a stock answer always fills. Not read (an LMS sends them, the reference server does not
 * claim to know them): `section_scores`, `grading_policy`, `assignment_type_grade_summary`,
 * `credit_course_requirements`, `verification_data`, `certificate_data`, `access_expiration`,
 * `studio_url`, `final_grades`, and `VerifiedModeSerializer`'s `verified_mode`.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { count, flag, isoDate, objectOrDefaults, optionalNumber, optionalText, text } from '../lenient.ts';

/** Unit counts (floats on the wire, whole numbers in practice). */
export const CompletionSummary = lazySchema(() =>
  objectOrDefaults(
    z.object({ complete_count: count(0), incomplete_count: count(0), locked_count: count(0) }),
  ),
);
export type CompletionSummary = z.output<typeof CompletionSummary>;

export const ProgressTab = lazySchema(() =>
  z.object({
    completion_summary: CompletionSummary,
    /** `percent` is 0 to 1; `letter_grade` is null while failing. */
    course_grade: objectOrDefaults(
      z.object({ letter_grade: optionalText, percent: optionalNumber, is_passing: flag }),
    ),
    end: isoDate,
    /** `audit`, `verified`… */
    enrollment_mode: optionalText,
    has_scheduled_content: flag,
    username: text,
    user_has_passing_grade: flag,
    disable_progress_graph: flag,
  }),
);
export type ProgressTab = z.output<typeof ProgressTab>;
