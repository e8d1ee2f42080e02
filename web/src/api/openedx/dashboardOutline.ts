/**
 * The resume link and certificate of each learner home card (`GET /api/learner_home/init`, edx-platform
 * `lms/djangoapps/learner_home/serializers.py`) in the shape of the course outline the dashboard's
 * cards read (`courseOutline`), so that one learner home answer can stand for the outline call of every
 * card (a stock LMS answers that call too, one course at a time). Pure.
 *
 * - `resume_course.has_visited_course`: `enrollment.hasStarted` (`EnrollmentSerializer`, which is
 *   whether the LMS has a resume link for the course).
 * - `resume_course.url`: `courseRun.resumeUrl` (the last block visited, `CourseRunSerializer`), else
 *   `courseRun.homeUrl` (the course home), as the outline API names the course's start when it was never
 *   visited. Both may be LMS-relative: they are put on the LMS host, since the card uses the link as
 *   it is.
 * - `cert_data.cert_web_view_url`: `certificate.certPreviewUrl` (`CertificateSerializer`, the web
 *   certificate, present only when the platform shows web certificates) while the certificate is
 *   downloadable and not restricted; the card puts a relative one on the LMS host itself. A PDF-only
 *   certificate has no stock source here: the learner home gives no download link.
 * - `cert_data.cert_status`: `downloadable`, `restricted`, `earned_but_not_available` or '' from the
 *   certificate flags (the outline's own status names).
 */
import type { CourseOutline, LearnerHomeCard, LearnerHomeInit } from '@atrium/contract';
import { safeUrl } from '../../lib/safeUrl.ts';

function certStatus(certificate: LearnerHomeCard['certificate']): string {
  if (certificate === null) return '';
  if (certificate.isRestricted) return 'restricted';
  if (certificate.isDownloadable) return 'downloadable';
  return certificate.isEarned ? 'earned_but_not_available' : '';
}

/** The outline of one card; null for a card without a course run (an unused entitlement). */
export function courseOutlineFromCard(card: LearnerHomeCard, lmsBaseUrl: string): CourseOutline | null {
  const run = card.courseRun;
  if (run === null) return null;
  const link = safeUrl(run.resumeUrl ?? run.homeUrl);
  const status = certStatus(card.certificate);
  return {
    resume_course: {
      // lmsBaseUrl is always absolute (the settings make it so), so this cannot throw.
      url: link === null ? null : new URL(link, lmsBaseUrl).href,
      has_visited_course: card.enrollment.hasStarted,
    },
    cert_data: {
      cert_web_view_url: status === 'downloadable' ? safeUrl(card.certificate?.certPreviewUrl) : null,
      cert_status: status,
    },
  };
}

/** Every card's outline by course id, to seed each card's outline answer from one learner home call. */
export function courseOutlinesFromLearnerHome(
  init: LearnerHomeInit,
  lmsBaseUrl: string,
): Map<string, CourseOutline> {
  const outlines = new Map<string, CourseOutline>();
  for (const card of init.courses) {
    const outline = courseOutlineFromCard(card, lmsBaseUrl);
    if (outline !== null && card.courseRun) outlines.set(card.courseRun.courseId, outline);
  }
  return outlines;
}
