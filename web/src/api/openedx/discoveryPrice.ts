/**
 * What a stock course card may say of its price, from its discovery result alone (one answer for the
 * whole list, no request per card). The result lists the course's mode slugs, not their prices, so it
 * proves "Free" (a free mode is offered) and nothing else: a course sold in paid tracks alone, or one
 * whose result lists no modes, has no price on its card (null). Its page, which asks its modes, says it.
 */
import { NO_PAID_COURSE, type PaidCourseInfo } from '@atrium/contract';
import { isFreeMode } from './freeModes.ts';

export function cardPaidCourse(modes: readonly string[]): PaidCourseInfo | null {
  return modes.some(isFreeMode) ? NO_PAID_COURSE : null;
}
