/**
 * One card of a stock LMS's learner home (`GET /api/learner_home/init`, edx-platform
 * `lms/djangoapps/learner_home/serializers.py` `LearnerEnrollmentSerializer`) as the enrolled course the
 * dashboard's cards read, the item of the admin-console enrollment list. Pure.
 *
 * Where each field comes from:
 * - course id: `courseRun.courseId` (`CourseRunSerializer`). It is also the slug: a stock course has no
 *   other key, so its Atrium page, Course Info and share links are addressed by the course id.
 * - name: `course.courseName` (`CourseSerializer`, `display_name_with_default`).
 * - partner: `courseProvider.name` (`CourseProviderSerializer`, `display_org_with_default`). Its
 *   `short_name` stays empty, so the card shows the name as text: a stock LMS has no public partner
 *   pages (its organizations API answers staff only).
 * - image: `course.bannerImgSrc` (`image_urls.small`); the card puts a relative one on the LMS host.
 * - start: `courseRun.startDate`. End: the earlier of `courseRun.endDate` and
 *   `enrollment.accessExpirationDate` (an audit learner's access deadline, `EnrollmentSerializer`),
 *   because the card reads the end only to say when access expires.
 * - progress: the learner home has no completion figure. A passing learner reads as one unit done and
 *   none left (the card then says completed); any other learner as none done and none left (no
 *   figure, no bar), until the progress API gives the counts (dashboard.ts, dashboardCardFacts.ts).
 * - prerequisites: none here. `enrollment.coursewareAccess.hasUnmetPrerequisites` says that one is
 *   unmet, not which course: the courseware API names them (dashboard.ts).
 * Resume link and certificate are the card's course outline, a call both platforms answer alike.
 */
import type { EnrolledCourse, LearnerHomeCard } from '@atrium/contract';

/**
 * Completed means passing: a certificate earned (`certificate.isEarned`, `CertificateSerializer`) or a
 * passing grade (`gradeData.isPassing`, `GradeDataSerializer`, which an audit learner without a
 * certificate reaches too). A run that ended without a pass stays in progress: the card congratulates
 * every completed course ("Well done!") and already says that access has expired, as Atrium's own lists
 * keep an expired course with units left in progress.
 */
export function isPassingCard(card: LearnerHomeCard): boolean {
  return card.certificate?.isEarned === true || card.gradeData?.isPassing === true;
}

/** The earlier of two ISO dates; either may be missing. */
function earlier(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(b) < Date.parse(a) ? b : a;
}

/**
 * The enrolled course of one card, or null for a card that is no enrollment: an entitlement not yet
 * used for a run (null `courseRun`) or an enrollment no longer active (`enrollment.isEnrolled`).
 */
export function enrolledCourseFromCard(card: LearnerHomeCard): EnrolledCourse | null {
  const run = card.courseRun;
  if (run === null || !card.enrollment.isEnrolled) return null;
  const passing = isPassingCard(card);
  return {
    course_details: {
      course_id: run.courseId,
      course_name: card.course.courseName,
      org_display_name: card.courseProvider?.name ?? '',
      course_image_url: card.course.bannerImgSrc,
      course_start: run.startDate,
      course_end: earlier(run.endDate, card.enrollment.accessExpirationDate),
    },
    course_metadata: { slug: run.courseId },
    organization: { short_name: '' },
    progress: { complete_count: passing ? 1 : 0, incomplete_count: 0 },
    pre_req_courses: [],
  };
}
