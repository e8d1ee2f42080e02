/** Why a stock LMS refuses to enroll anyone in a course now (`CourseEnrollment.enroll` with access checks). */
import type { CourseRow } from '../repositories/rows.ts';
import { enrollmentOpen } from './courseFacts.ts';

export type StockRefusal = 'closed' | 'invitation_only' | 'full';

type Course = Pick<
  CourseRow,
  'enrollment_start' | 'enrollment_end' | 'invitation_only' | 'max_enrollments' | 'total_enrollments'
>;

/** The course has as many enrollments as it allows (`max_student_enrollments_allowed`). */
export const isCourseFull = (course: Pick<Course, 'max_enrollments' | 'total_enrollments'>): boolean =>
  course.max_enrollments !== null && course.total_enrollments >= course.max_enrollments;

export function enrollmentRefusal(course: Course, now: string): StockRefusal | null {
  if (!enrollmentOpen(course, now)) return 'closed';
  if (course.invitation_only === 1) return 'invitation_only';
  if (isCourseFull(course)) return 'full';
  return null;
}
