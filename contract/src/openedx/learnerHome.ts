/**
 * The learner dashboard's one call on a stock LMS: `GET /api/learner_home/init` (edx-platform
 * `lms/djangoapps/learner_home/views.py` `InitializeView`; shapes from
 * `lms/djangoapps/learner_home/serializers.py` `LearnerDashboardSerializer`). Every enrollment comes
 * in one list, newest first; the official dashboard's fixture is frontend-app-learner-dashboard
 * `src/data/services/lms/fakeData/courses.js`. A card of an entitlement not yet used for a run has
 * null `courseRun`, `certificate` and `gradeData`, and a fixed `enrollment`.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import {
  flag,
  isoDate,
  lenientArray,
  listOrEmpty,
  objectOrDefaults,
  optionalText,
  orNull,
  text,
} from '../lenient.ts';

const LearnerHomeCourse = lazySchema(() =>
  z.object({
    bannerImgSrc: optionalText,
    courseName: text,
    courseNumber: text,
    /** The course's about page to share (`get_link_for_about_page`), when sharing is set up; else null. */
    socialShareUrl: optionalText,
  }),
);

/** `name` is the organisation code of the course (`display_org_with_default`). */
const CourseProvider = lazySchema(() => z.object({ name: text }));

const CourseRun = lazySchema(() =>
  z.object({
    courseId: z.string().check(z.minLength(1)),
    isStarted: flag,
    isArchived: flag,
    /** A decimal as text, e.g. `"0.50"` (DRF `DecimalField`). */
    minPassingGrade: optionalText,
    startDate: isoDate,
    /** The course's advertised start when it has one; null otherwise. */
    advertisedStart: optionalText,
    endDate: isoDate,
    homeUrl: optionalText,
    marketingUrl: optionalText,
    progressUrl: optionalText,
    unenrollUrl: optionalText,
    upgradeUrl: optionalText,
    /** Null until the learner has opened the course. */
    resumeUrl: optionalText,
  }),
);

const CoursewareAccess = lazySchema(() =>
  objectOrDefaults(z.object({ hasUnmetPrerequisites: flag, isTooEarly: flag, isStaff: flag })),
);

const LearnerHomeEnrollment = lazySchema(() =>
  z.object({
    accessExpirationDate: isoDate,
    isAudit: flag,
    hasStarted: flag,
    coursewareAccess: CoursewareAccess,
    isVerified: flag,
    canUpgrade: flag,
    isAuditAccessExpired: flag,
    isEmailEnabled: flag,
    hasOptedOutOfEmail: flag,
    lastEnrolled: isoDate,
    isEnrolled: flag,
    /** The enrollment's track (`audit`, `verified`…); null on an unfulfilled entitlement's card. */
    mode: optionalText,
  }),
);

const LearnerHomeCertificate = lazySchema(() =>
  z.object({
    availableDate: isoDate,
    isRestricted: flag,
    isEarned: flag,
    isDownloadable: flag,
    /** LMS-relative (`/certificates/{uuid}`) when the web certificate may be shown. */
    certPreviewUrl: optionalText,
  }),
);

/** `CreditSerializer`: sent for a course with credit the learner is eligible for, `{}` otherwise. */
const Credit = lazySchema(() =>
  objectOrDefaults(
    z.object({
      providerStatusUrl: optionalText,
      providerName: optionalText,
      providerId: optionalText,
      error: flag,
      purchased: flag,
      requestStatus: optionalText,
    }),
  ),
);

/** One site's sharing settings (`SocialMediaSiteSettingsSerializer`); off unless the operator turns it on. */
const SocialShareSite = lazySchema(() =>
  objectOrDefaults(z.object({ isEnabled: flag, socialBrand: optionalText, utmParams: optionalText })),
);

const RelatedProgram = lazySchema(() =>
  z.object({
    title: text,
    programType: text,
    programUrl: optionalText,
    provider: optionalText,
    bannerImgSrc: optionalText,
    logoImgSrc: optionalText,
    numberOfCourses: z.optional(z.number()),
  }),
);

/** One dashboard card. */
export const LearnerHomeCard = lazySchema(() =>
  z.object({
    course: LearnerHomeCourse,
    courseProvider: orNull(CourseProvider),
    courseRun: orNull(CourseRun),
    enrollment: LearnerHomeEnrollment,
    certificate: orNull(LearnerHomeCertificate),
    gradeData: orNull(z.object({ isPassing: flag })),
    /** `{}` (or null) when the card is no entitlement; its own fields are not read by Atrium. */
    entitlement: z.optional(z.unknown()),
    programs: objectOrDefaults(z.object({ relatedPrograms: listOrEmpty(RelatedProgram, 'related program') })),
    credit: Credit,
  }),
);
export type LearnerHomeCard = z.output<typeof LearnerHomeCard>;

export const LearnerHomeInit = lazySchema(() =>
  z.object({
    /** `sendEmailUrl` is the platform's activation help link (`ACTIVATION_EMAIL_SUPPORT_LINK`). */
    emailConfirmation: objectOrDefaults(z.object({ isNeeded: flag, sendEmailUrl: optionalText })),
    enterpriseDashboard: orNull(z.object({ label: text, url: optionalText })),
    platformSettings: objectOrDefaults(
      z.object({ supportEmail: optionalText, billingEmail: optionalText, courseSearchUrl: optionalText }),
    ),
    courses: lenientArray(LearnerHomeCard, 'learner home course'),
    /** `SOCIAL_SHARING_SETTINGS`' dashboard flags (`get_social_share_settings`). */
    socialShareSettings: objectOrDefaults(z.object({ facebook: SocialShareSite, twitter: SocialShareSite })),
    suggestedCourses: listOrEmpty(
      z.object({ courseName: text, courseUrl: optionalText, bannerImgSrc: optionalText }),
      'suggested course',
    ),
  }),
);
export type LearnerHomeInit = z.output<typeof LearnerHomeInit>;

/** `?user=` shows another learner's dashboard; only staff may ask (403 otherwise). */
export const LearnerHomeQuery = lazySchema(() =>
  z.object({ user: z.optional(z.string().check(z.maxLength(254))) }),
);
