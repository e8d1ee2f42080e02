/** Whether a learner may enroll in a course now, and why not. Pure: the facts are passed in. */
import type { CourseRow } from '../repositories/rows.ts';

export interface EnrollFacts {
  now: Date;
  accountActive: boolean;
  unmetPrerequisites: number;
  /** True when the enrollment follows an approved payment. */
  paid: boolean;
  /**
   * Atrium's own rules (the `enrollment-rules` extension): refuse an inactive account and an unmet
   * prerequisite. The LMS enrolls both (its enrollment API allows inactive accounts; prerequisites
   * gate the courseware, not the enrollment).
   */
  atriumRules: boolean;
}

/** The refusals the LMS makes too, then Atrium's own. */
export type RefusalCode =
  | 'registration_not_open'
  | 'registration_closed'
  | 'invitation_only'
  | 'course_full'
  | 'payment_required'
  | 'account_inactive'
  | 'prerequisite_unmet';

export interface Refusal {
  /** The status of an admin-console answer (the LMS enrollment API answers its own, see lmsEnrollment.ts). */
  status: 400 | 403;
  code: RefusalCode;
  message: string;
}

type Course = Pick<
  CourseRow,
  | 'enrollment_start'
  | 'enrollment_end'
  | 'invitation_only'
  | 'max_enrollments'
  | 'total_enrollments'
  | 'price'
  | 'has_trial'
  | 'trial_end'
>;

const refuse = (status: 400 | 403, code: RefusalCode, message: string): Refusal => ({
  status,
  code,
  message,
});

export const isPaid = (course: Pick<CourseRow, 'price'>) => course.price > 0;

export function trialOpen(course: Pick<CourseRow, 'has_trial' | 'trial_end'>, now: Date): boolean {
  return course.has_trial === 1 && (course.trial_end === null || course.trial_end > now.toISOString());
}

export function enrollmentRefusal(course: Course, facts: EnrollFacts): Refusal | null {
  const now = facts.now.toISOString();
  if (facts.atriumRules && !facts.accountActive)
    return refuse(403, 'account_inactive', 'Please activate your account via email to proceed.');
  if (course.enrollment_start !== null && course.enrollment_start > now) {
    return refuse(
      400,
      'registration_not_open',
      'Registration opens soon! Save the date and get ready to sign up.',
    );
  }
  if (course.enrollment_end !== null && course.enrollment_end <= now) {
    return refuse(400, 'registration_closed', 'Registration Closed: Date Passed.');
  }
  if (course.invitation_only === 1)
    return refuse(403, 'invitation_only', 'Enrollment in this course is by invitation only.');
  if (course.max_enrollments !== null && course.total_enrollments >= course.max_enrollments) {
    return refuse(
      403,
      'course_full',
      'This course has reached its maximum enrollment capacity. You cannot enroll at this time.',
    );
  }
  if (facts.atriumRules && facts.unmetPrerequisites > 0) {
    return refuse(
      403,
      'prerequisite_unmet',
      'This course has a prerequisite that must be successfully completed before you enroll.',
    );
  }
  if (!facts.paid && isPaid(course) && !trialOpen(course, facts.now)) {
    return refuse(403, 'payment_required', 'This course must be purchased before you can enroll.');
  }
  return null;
}

/** The enrollment mode the LMS would record. */
export function enrollmentMode(
  course: Pick<CourseRow, 'price'>,
  paid: boolean,
): 'verified' | 'trial' | 'honor' {
  if (paid) return 'verified';
  return isPaid(course) ? 'trial' : 'honor';
}
