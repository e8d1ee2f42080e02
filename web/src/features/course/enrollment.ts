/**
 * The course page's main button and its message (docs/product-rules.md, "Enrollment"), as ONE pure function
 * of everything that decides them. The enrolled learner's button is the dashboard card's button
 * (`cardButton`), so both screens always agree.
 */
import type { CourseDetail, CourseOutline, EnrolledCourse, PaidCourseInfo } from '@atrium/contract';
import {
  cardButton,
  enrolledBlock,
  type CardButton,
  type CardUrls,
  type PrereqState,
} from '../../common/enrollment/courseButton.ts';

export type EnrollmentWindow = 'notOpen' | 'open' | 'closed';
/** Free, a paid course with an open free trial (enrolled like a free one), or paid (bought first). */
export type Pricing = 'free' | 'trial' | 'paid';

export interface EnrollmentFacts {
  signedIn: boolean;
  /** null while the account is loading or when it failed: the server then decides (account_inactive). */
  accountActive: boolean | null;
  window: EnrollmentWindow;
  invitationOnly: boolean;
  /** Capacity reached. */
  full: boolean;
  /** `none` when the course has no prerequisite; `pending` while asking; `unknown` for a visitor or a failed call. */
  prerequisite: PrereqState | 'none';
  /** null while the enrollment status is loading. */
  enrolled: boolean | null;
  /** The course in the dashboard's shape, and its outline once enrolled (see cardButton). */
  course: EnrolledCourse;
  outline: CourseOutline | undefined;
  pricing: Pricing;
  /** Whether the paid course can be bought now; null while unknown (the server then decides). */
  purchaseAvailable: boolean | null;
  /** The `payment_status` query parameter. */
  paymentStatus: string | null;
  now: Date;
  /** Where the enrolled button goes, and the sign-in URL (with `next`) for a visitor. */
  urls: CardUrls & { signIn: string };
}

/** Keys of the notice messages (messages.ts holds the spec's wording). */
export type EnrollmentNotice =
  | 'registrationNotOpen'
  | 'registrationClosed'
  | 'invitationOnly'
  | 'courseFull'
  | 'prerequisite'
  | 'purchaseUnavailable'
  | 'comingSoon';

/** What a click does: enroll, start a purchase, or tell an inactive learner to activate first. */
export type EnrollmentAction = 'enroll' | 'purchase' | 'activationError';

export type EnrollmentButton =
  | { kind: 'signIn'; purpose: 'enroll' | 'purchase'; href: string; disabled: boolean }
  | { kind: 'loading' }
  | { kind: 'enroll' | 'purchase'; action: EnrollmentAction; disabled: boolean }
  | { kind: 'enrolled'; button: CardButton };

/** Why an enrolled learner cannot open the course yet: the dashboard card's sentence (common/enrollment). */
export type EnrolledNotice = 'prerequisiteFirst';

export interface EnrollmentState {
  button: EnrollmentButton;
  notice: EnrollmentNotice | EnrolledNotice | null;
  /** Back from the payment page with `payment_status=failed`: the failure dialog opens. */
  paymentFailed: boolean;
}

const isPast = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

export function enrollmentWindow(start: string | null, end: string | null, now: Date): EnrollmentWindow {
  if (start !== null && !isPast(start, now)) return 'notOpen';
  if (end !== null && isPast(end, now)) return 'closed';
  return 'open';
}

/** A price the platform did not say (null) enrolls as a free course would: the platform decides. */
export function pricingOf(paid: PaidCourseInfo | null, now: Date): Pricing {
  if (!paid?.active || paid.price <= 0) return 'free';
  const trialOpen = paid.has_trial && (paid.trial_end === null || !isPast(paid.trial_end, now));
  return trialOpen ? 'trial' : 'paid';
}

export function isFull(course: CourseDetail): boolean {
  const { max_enrollments: max, total_enrollments: total } = course.additional_metadata;
  return max !== null && total !== null && total >= max;
}

/** The course page's course as the dashboard rules see an enrollment. */
export function asEnrolledCourse(course: CourseDetail): EnrolledCourse {
  const meta = course.additional_metadata;
  return {
    course_details: {
      course_id: course.course_id,
      course_name: meta.display_name,
      org_display_name: course.partner?.organization.name ?? meta.org,
      course_image_url: meta.course_image_url,
      course_start: meta.course_start,
      course_end: meta.course_end,
    },
    course_metadata: { slug: course.course_slug },
    organization: { short_name: course.partner?.organization.short_name ?? meta.org },
    progress: { complete_count: 0, incomplete_count: 0 },
    pre_req_courses: meta.pre_req_courses.map((p) => ({
      course_slug: p.course_slug,
      display_name: p.display_name,
    })),
  };
}

/** Why a learner who is not enrolled cannot enroll now, in the server's order of checks. */
function blockingNotice(facts: EnrollmentFacts): EnrollmentNotice | null {
  if (facts.window === 'notOpen') return 'registrationNotOpen';
  if (facts.window === 'closed') return 'registrationClosed';
  if (facts.invitationOnly) return 'invitationOnly';
  if (facts.full) return 'courseFull';
  if (facts.prerequisite === 'unmet') return 'prerequisite';
  // What comes after the prerequisite in the server's order waits for its answer.
  if (facts.prerequisite === 'pending') return null;
  if (facts.pricing === 'paid' && facts.purchaseAvailable === false) return 'purchaseUnavailable';
  return null;
}

export function enrollmentState(facts: EnrollmentFacts): EnrollmentState {
  const purpose = facts.pricing === 'paid' ? 'purchase' : 'enroll';
  if (!facts.signedIn) {
    const notice = blockingNotice(facts);
    return {
      button: { kind: 'signIn', purpose, href: facts.urls.signIn, disabled: notice !== null },
      notice,
      paymentFailed: false,
    };
  }
  if (facts.enrolled === null) return { button: { kind: 'loading' }, notice: null, paymentFailed: false };
  if (facts.enrolled) {
    const prereq: PrereqState = facts.prerequisite === 'none' ? 'met' : facts.prerequisite;
    const button = cardButton(facts.course, facts.outline, prereq, facts.now, facts.urls);
    const block = enrolledBlock(facts.course, prereq, facts.now);
    const notice =
      block === 'prerequisite' ? 'prerequisiteFirst' : block === 'notStarted' ? 'comingSoon' : null;
    return { button: { kind: 'enrolled', button }, notice, paymentFailed: false };
  }
  const notice = blockingNotice(facts);
  // An Enroll that turns disabled once the prerequisite answers would invite a click the server refuses.
  if (notice === null && facts.prerequisite === 'pending') {
    return { button: { kind: 'loading' }, notice: null, paymentFailed: false };
  }
  const action: EnrollmentAction = facts.accountActive === false ? 'activationError' : purpose;
  return {
    button: { kind: purpose, action, disabled: notice !== null },
    notice,
    paymentFailed: purpose === 'purchase' && facts.paymentStatus === 'failed',
  };
}
