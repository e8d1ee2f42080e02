/**
 * The LMS's own enroll and unenroll form: `POST /change_enrollment` (edx-platform
 * `common/djangoapps/student/views/management.py` `change_enrollment`), sent form-encoded with the
 * session cookie and the CSRF token, as the official dashboard unenrolls (frontend-app-learner-dashboard
 * `src/data/services/lms/api.ts` `unenrollFromCourse`) and the official catalogue enrolls.
 *
 * It answers plain text: empty on success, or, after `enroll` in a course with a paid track, the path
 * of the page where the learner chooses it (`/course_modes/choose/{course_id}/`). Refusals are 400
 * with a short sentence; a visitor gets 403 with an empty body, and only a visitor gets 403 (apart
 * from a missing CSRF token), so that a front end can send them to sign in.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';

export const CHANGE_ENROLLMENT_ACTIONS = ['enroll', 'unenroll'] as const;

export const ChangeEnrollmentForm = lazySchema(() =>
  z.object({
    course_id: z.string().check(z.minLength(1), z.maxLength(255)),
    enrollment_action: z.enum(CHANGE_ENROLLMENT_ACTIONS),
  }),
);
export type ChangeEnrollmentForm = z.input<typeof ChangeEnrollmentForm>;

/** Empty (read as null) or the path of the track-choice page. */
export const ChangeEnrollmentAnswer = lazySchema(() =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((text) => (text?.trim() ? text.trim() : null)),
  ),
);
