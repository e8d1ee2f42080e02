/**
 * A stock course page's price, from the first source that says it: the Enrollment API's modes (an
 * amount and a currency, every release); else the courseware API's `course_price` (Ulmo on), the
 * text the LMS prints (openedx-platform common/djangoapps/course_modes/models.py
 * `format_course_price`: `{symbol}{price}`, or the translated "Free" when the cheapest mode costs
 * nothing), shown as it is; else nothing is claimed (null: the page shows no price). Pure.
 */
import { NO_PAID_COURSE, type EnrollmentCourseDetails, type PaidCourseInfo } from '@atrium/contract';
import { paidCourseOfModes } from './courseShape.ts';

export function coursePagePrice(
  courseId: string,
  modes: EnrollmentCourseDetails | null,
  coursePrice: string | null | undefined,
): PaidCourseInfo | null {
  if (modes) return paidCourseOfModes(modes);
  const printed = coursePrice?.trim() ?? '';
  if (printed === '') return null;
  // A price has digits; "Free", in whatever language the LMS answered, has none.
  const digits = printed.replace(/\D/g, '');
  if (digits === '' || Number(digits) === 0) return { ...NO_PAID_COURSE, course_id: courseId };
  return {
    ...NO_PAID_COURSE,
    active: true,
    price: Number(digits),
    course_id: courseId,
    price_label: printed,
  };
}
