/**
 * The LMS enrollment API's own answers to `POST /api/enrollment/v1/enrollment` (edx-platform,
 * openedx/core/djangoapps/enrollments/views.py, EnrollmentListView.post; the enrollment shape from
 * enrollments/serializers.py). Its refusals are `{ message }` bodies: the course being closed, not
 * open yet, invitation-only or full all raise the same enrollment error, answered 400 with one text.
 * Pure: the rows are passed in.
 */
import type { EnrollmentAnswer } from '@atrium/contract';
import type { PlatformBody } from '../http/errors.ts';
import type { CourseRow } from '../repositories/rows.ts';
import { isPaid, type Refusal } from './enrollmentRules.ts';

/** The modes a learner may ask for themselves; any other needs staff or an API key. */
const SELF_SERVE_MODES = new Set(['audit', 'honor']);

type Course = Pick<
  CourseRow,
  | 'course_key'
  | 'display_name'
  | 'enrollment_start'
  | 'enrollment_end'
  | 'course_start'
  | 'course_end'
  | 'invitation_only'
  | 'price'
  | 'has_trial'
>;

export interface LmsAnswer {
  status: number;
  body: PlatformBody;
}

/** The course part of an enrollment (the LMS's CourseSerializer). */
function courseDetails(course: Course) {
  const modes = isPaid(course)
    ? [
        ...(course.has_trial === 1 ? [{ slug: 'trial', name: 'Trial' }] : []),
        { slug: 'verified', name: 'Verified Certificate' },
      ]
    : [{ slug: 'honor', name: 'Honor Code Certificate' }];
  return {
    course_id: course.course_key,
    course_name: course.display_name,
    enrollment_start: course.enrollment_start,
    enrollment_end: course.enrollment_end,
    course_start: course.course_start,
    course_end: course.course_end,
    invite_only: course.invitation_only === 1,
    course_modes: modes,
  };
}

export function enrollmentAnswer(
  course: Course,
  enrollment: { mode: string; created_at: string },
  username: string,
): EnrollmentAnswer {
  return {
    created: enrollment.created_at,
    mode: enrollment.mode,
    is_active: true,
    user: username,
    course_details: courseDetails(course),
  };
}

export const missingCourseId = (): LmsAnswer => ({
  status: 400,
  body: { message: 'Course ID must be specified to create a new enrollment.' },
});

export const unknownCourse = (courseId: string): LmsAnswer => ({
  status: 400,
  body: { message: `No course '${courseId}' found for enrollment` },
});

/** Null when the mode is one a learner may ask for (or none was asked). */
export function modeRefusal(mode: string | undefined): LmsAnswer | null {
  if (mode === undefined || SELF_SERVE_MODES.has(mode)) return null;
  return {
    status: 403,
    body: { message: `User does not have permission to create enrollment with mode [${mode}].` },
  };
}

/** How the LMS answers what Atrium's rules refused; Atrium's own rules keep their 403. */
export function lmsRefusal(refusal: Refusal, course: Course, username: string): LmsAnswer {
  switch (refusal.code) {
    case 'registration_not_open':
    case 'registration_closed':
    case 'invitation_only':
    case 'course_full':
      return {
        status: 400,
        body: {
          message: `An error occurred while creating the new course enrollment for user '${username}' in course '${course.course_key}'`,
        },
      };
    case 'payment_required':
      // Without a free mode the LMS's default (audit) is not among the course's modes.
      return {
        status: 400,
        body: {
          message: `The [audit] course mode is expired or otherwise unavailable for course run [${course.course_key}].`,
          course_details: courseDetails(course),
        },
      };
    case 'account_inactive':
    case 'prerequisite_unmet':
      return { status: 403, body: { message: refusal.message } };
  }
}
