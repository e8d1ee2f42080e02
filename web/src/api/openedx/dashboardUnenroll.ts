/**
 * Unenrolling on a stock LMS: the admin-console `unenroll` call (`{ course_id }`, answered with
 * `{ course_id, is_active }`) becomes the LMS's own form, `POST /change_enrollment` with
 * `enrollment_action=unenroll` (edx-platform `common/djangoapps/student/views/management.py`
 * `change_enrollment`, as the official learner dashboard unenrolls). Pure.
 *
 * The form answers plain text, empty on success; every 2xx is success, as the dashboard's unenroll
 * flow already reads any 2xx. Refusals are not answers: 400 with a short sentence (not enrolled, a
 * certificate already issued) and 403 with an empty body for a visitor stay HTTP errors, which the
 * unenroll dialog reports as a failure.
 */
import type { ChangeEnrollmentForm, Endpoints, ResponseOf } from '@atrium/contract';

/** What the admin-console `unenroll` call answers. */
export type UnenrollAnswer = ResponseOf<Endpoints['unenroll']>;

/** The form fields for leaving `courseId`. */
export function unenrollForm(courseId: string): ChangeEnrollmentForm {
  return { course_id: courseId, enrollment_action: 'unenroll' };
}

/**
 * The admin-console answer for a 2xx of the form, whatever its text: the LMS sends no enrollment back,
 * and having left is what a 2xx means.
 */
export function unenrollChangeFromStock(form: ChangeEnrollmentForm): UnenrollAnswer {
  return { course_id: form.course_id, is_active: false };
}
