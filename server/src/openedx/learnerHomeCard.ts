/**
 * One learner home card (`LearnerEnrollmentSerializer`) from an enrollment and its course. Pure. What
 * the stock serializer cannot know here stays at its stock value: no upgrade, no e-mail settings, no
 * related programs (they come from the discovery service, which a stock LMS does not run), no credit,
 * no advertised start.
 */
import type { LearnerHomeCard } from '@atrium/contract';
import type * as z from 'zod/mini';
import { courseCoverPath } from '../catalogue/images.ts';
import { certificatePath, learningHomeUrl } from '../catalogue/urls.ts';
import type { CourseRow } from '../repositories/rows.ts';
import { isCompleted } from './completion.ts';
import { courseKeyParts, drfDate, stockModeOf } from './courseFacts.ts';
import type { StockEnrollmentRow } from './queries.ts';

export interface CardFacts {
  now: string;
  origin: string;
  unmetPrerequisites: number;
}

export function shapeLearnerHomeCard(
  row: CourseRow,
  enrollment: StockEnrollmentRow,
  facts: CardFacts,
): z.input<typeof LearnerHomeCard> {
  const key = row.course_key;
  const mode = stockModeOf(enrollment.mode);
  const trialEnd = enrollment.mode === 'trial' ? row.trial_end : null;
  const started = enrollment.visited_at !== null;
  const certificate = isCompleted(enrollment) ? enrollment.certificate_uuid : null;
  return {
    course: {
      bannerImgSrc: facts.origin + courseCoverPath(row.slug),
      courseName: row.display_name,
      courseNumber: courseKeyParts(key).number,
      // `get_link_for_about_page`: the LMS's about page when no marketing or custom URL is set.
      socialShareUrl: `${facts.origin}/courses/${key}/about`,
    },
    courseProvider: { name: row.org_short_name },
    courseRun: {
      isStarted: row.course_start <= facts.now,
      isArchived: row.course_end !== null && row.course_end <= facts.now,
      courseId: key,
      minPassingGrade: '0.50',
      startDate: drfDate(row.course_start),
      advertisedStart: null,
      endDate: drfDate(row.course_end),
      homeUrl: learningHomeUrl(facts.origin, key),
      marketingUrl: null,
      progressUrl: `/courses/${key}/progress`,
      unenrollUrl: `/course_run/${key}/refund_status`,
      upgradeUrl: null,
      resumeUrl: started ? learningHomeUrl(facts.origin, key) : null,
    },
    enrollment: {
      accessExpirationDate: drfDate(trialEnd),
      isAudit: mode === 'audit' || mode === 'honor',
      hasStarted: started,
      coursewareAccess: {
        hasUnmetPrerequisites: facts.unmetPrerequisites > 0,
        isTooEarly: row.course_start > facts.now,
        isStaff: false,
      },
      isVerified: mode === 'verified',
      canUpgrade: false,
      isAuditAccessExpired: trialEnd !== null && trialEnd <= facts.now,
      isEmailEnabled: false,
      hasOptedOutOfEmail: false,
      lastEnrolled: drfDate(enrollment.created_at),
      isEnrolled: enrollment.is_active === 1,
      mode,
    },
    certificate: {
      availableDate: null,
      isRestricted: false,
      isEarned: certificate !== null,
      isDownloadable: certificate !== null,
      certPreviewUrl: certificate ? certificatePath(certificate) : null,
    },
    entitlement: {},
    gradeData: { isPassing: isCompleted(enrollment) },
    programs: { relatedPrograms: [] },
    // No credit provider on the demo: `{}`, as for a course not eligible for credit.
    credit: {},
  };
}
