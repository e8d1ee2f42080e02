/**
 * The admin-console enrollment list (`enrollmentList`: `page`, `page_size`, `progress`) answered from a
 * stock LMS's learner home (`GET /api/learner_home/init`, edx-platform
 * `lms/djangoapps/learner_home/views.py` `InitializeView`), which sends every enrollment at once: Atrium
 * filters, orders and pages it here. Pure.
 *
 * - Each card becomes an enrolled course as dashboardCourse.ts says; cards that are no enrollment drop out.
 * - `progress`: completed are the passing cards (`isPassingCard`), in progress all the others.
 * - Order: newest enrollment first (`enrollment.lastEnrolled`, the enrollment's `created`), as the
 *   admin-console list's `recent`; cards without a date keep the learner home's order, after the others.
 * - `search` is not applied, as on an admin-console platform without the `enrollment-search` extension:
 *   a stock platform never has it, so the dashboard reads the whole list and searches it itself.
 * - `next` and `previous` are null: there is no page URL to give, and Atrium reads only `count` and
 *   `results`. A page beyond the end is empty with the true `count`, as the reference server answers.
 *
 * No stock source here for the e-mail confirmation banner: the dashboard's activation banner reads the
 * account's `is_active` (`/api/user/v1/accounts/{username}`), which a stock LMS answers as well; the
 * learner home's `emailConfirmation.isNeeded` is the same fact (`not user.is_active`).
 */
import {
  ENROLLMENT_PAGE_SIZE,
  type EnrolledCourse,
  type EnrollmentListPage,
  type LearnerHomeInit,
  type ProgressType,
} from '@atrium/contract';
import { enrolledCourseFromCard, isPassingCard } from './dashboardCourse.ts';

/** The `enrollmentList` query, once read (numbers, not the query string's text). */
export interface EnrollmentListRequest {
  page?: number;
  page_size?: number;
  progress?: ProgressType;
  search?: string;
}

/** The largest page the admin-console list answers (its query refuses more). */
const MAX_PAGE_SIZE = 100;

interface Listed {
  course: EnrolledCourse;
  passing: boolean;
  enrolled: number;
}

/** Newest first; a missing or unreadable date sorts last (the sort is stable, so ties keep their order). */
const byNewest = (a: Listed, b: Listed) =>
  (Number.isNaN(b.enrolled) ? -Infinity : b.enrolled) - (Number.isNaN(a.enrolled) ? -Infinity : a.enrolled);

function listed(init: LearnerHomeInit): Listed[] {
  return init.courses.flatMap((card) => {
    const course = enrolledCourseFromCard(card);
    if (course === null) return [];
    const enrolled = card.enrollment.lastEnrolled === null ? NaN : Date.parse(card.enrollment.lastEnrolled);
    return [{ course, passing: isPassingCard(card), enrolled }];
  });
}

const whole = (value: number | undefined, fallback: number, max = Infinity) =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;

export function enrollmentListFromLearnerHome(
  init: LearnerHomeInit,
  request: EnrollmentListRequest = {},
): EnrollmentListPage {
  const { progress } = request;
  const matching = listed(init)
    .filter((item) => progress === undefined || item.passing === (progress === 'completed'))
    .sort(byNewest);
  const page = whole(request.page, 1);
  const size = whole(request.page_size, ENROLLMENT_PAGE_SIZE, MAX_PAGE_SIZE);
  const start = (page - 1) * size;
  return {
    count: matching.length,
    next: null,
    previous: null,
    results: matching.slice(start, start + size).map((item) => item.course),
  };
}
