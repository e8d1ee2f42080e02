import type { CourseOutline } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import {
  asEnrolledCourse,
  enrollmentState,
  enrollmentWindow,
  isFull,
  pricingOf,
  type EnrollmentFacts,
} from './enrollment.ts';
import enrolledMessages from '../../common/enrollment/messages.ts';
import messages from './messages.ts';
import { courseDetail } from './testCourse.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const course = asEnrolledCourse(courseDetail({ start: at(-10), end: at(60) }));
const urls = {
  lmsBaseUrl: 'https://lms.example.com',
  courseHome: 'https://learn.example.com/course/course-v1:X+Y+Z/home',
  signIn: 'https://lms.example.com/login?next=here',
};
const outline = (visited: boolean, cert: string | null = null): CourseOutline => ({
  resume_course: { url: 'https://learn.example.com/resume', has_visited_course: visited },
  cert_data: { cert_web_view_url: cert, cert_status: '' },
  course_blocks: null,
});

const base: EnrollmentFacts = {
  signedIn: true,
  accountActive: true,
  window: 'open',
  invitationOnly: false,
  full: false,
  prerequisite: 'none',
  enrolled: false,
  course,
  outline: undefined,
  pricing: 'free',
  purchaseAvailable: null,
  paymentStatus: null,
  now: NOW,
  urls,
};

describe('enrollmentState: button and notice for every state (docs/product-rules.md, "Enrollment")', () => {
  const cases: [string, Partial<EnrollmentFacts>, unknown, string | null][] = [
    [
      'signed out, free',
      { signedIn: false },
      { kind: 'signIn', purpose: 'enroll', href: urls.signIn, disabled: false },
      null,
    ],
    [
      'signed out, paid',
      { signedIn: false, pricing: 'paid' },
      { kind: 'signIn', purpose: 'purchase', href: urls.signIn, disabled: false },
      null,
    ],
    [
      'signed out, closed',
      { signedIn: false, window: 'closed' },
      { kind: 'signIn', purpose: 'enroll', href: urls.signIn, disabled: true },
      'Registration Closed: Date Passed',
    ],
    ['status loading', { enrolled: null }, { kind: 'loading' }, null],
    ['free, open', {}, { kind: 'enroll', action: 'enroll', disabled: false }, null],
    ['trial', { pricing: 'trial' }, { kind: 'enroll', action: 'enroll', disabled: false }, null],
    [
      'paid, purchasable',
      { pricing: 'paid', purchaseAvailable: true },
      { kind: 'purchase', action: 'purchase', disabled: false },
      null,
    ],
    [
      'paid, availability unknown',
      { pricing: 'paid' },
      { kind: 'purchase', action: 'purchase', disabled: false },
      null,
    ],
    [
      'paid, purchases unavailable',
      { pricing: 'paid', purchaseAvailable: false },
      { kind: 'purchase', action: 'purchase', disabled: true },
      'Purchases are temporarily unavailable. Please try again later.',
    ],
    [
      'trial ignores purchase availability',
      { pricing: 'trial', purchaseAvailable: false },
      { kind: 'enroll', action: 'enroll', disabled: false },
      null,
    ],
    [
      'registration not yet open',
      { window: 'notOpen' },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'Registration opens soon! Save the date and get ready to sign up',
    ],
    [
      'registration closed',
      { window: 'closed' },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'Registration Closed: Date Passed',
    ],
    [
      'invitation only',
      { invitationOnly: true },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'Enrollment in this course is by invitation only.',
    ],
    [
      'full',
      { full: true },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'This course has reached its maximum enrollment capacity. You cannot enroll at this time.',
    ],
    [
      'unmet prerequisite blocks enrollment',
      { prerequisite: 'unmet' },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'This course has a prerequisite that must be successfully completed before you enroll.',
    ],
    [
      'met prerequisite',
      { prerequisite: 'met' },
      { kind: 'enroll', action: 'enroll', disabled: false },
      null,
    ],
    [
      'prerequisite still unknown: the server decides',
      { prerequisite: 'unknown' },
      { kind: 'enroll', action: 'enroll', disabled: false },
      null,
    ],
    [
      'prerequisite answer pending: the button waits rather than turn disabled',
      { prerequisite: 'pending' },
      { kind: 'loading' },
      null,
    ],
    [
      'prerequisite answer pending, paid and unavailable: the prerequisite comes first',
      { prerequisite: 'pending', pricing: 'paid', purchaseAvailable: false },
      { kind: 'loading' },
      null,
    ],
    [
      'prerequisite answer pending, registration closed: the earlier block shows',
      { prerequisite: 'pending', window: 'closed' },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'Registration Closed: Date Passed',
    ],
    [
      'window checked before invitation',
      { window: 'closed', invitationOnly: true, full: true },
      { kind: 'enroll', action: 'enroll', disabled: true },
      'Registration Closed: Date Passed',
    ],
    [
      'inactive account, free',
      { accountActive: false },
      { kind: 'enroll', action: 'activationError', disabled: false },
      null,
    ],
    [
      'inactive account, paid',
      { accountActive: false, pricing: 'paid', purchaseAvailable: true },
      { kind: 'purchase', action: 'activationError', disabled: false },
      null,
    ],
    [
      'account unknown: the server decides',
      { accountActive: null },
      { kind: 'enroll', action: 'enroll', disabled: false },
      null,
    ],
    [
      'inactive and full: the block shows first',
      { accountActive: false, full: true },
      { kind: 'enroll', action: 'activationError', disabled: true },
      'This course has reached its maximum enrollment capacity. You cannot enroll at this time.',
    ],
    [
      'enrolled, outline loading',
      { enrolled: true },
      { kind: 'enrolled', button: { kind: 'loading' } },
      null,
    ],
    [
      'enrolled, never visited',
      { enrolled: true, outline: outline(false) },
      { kind: 'enrolled', button: { kind: 'goToCourse', href: urls.courseHome, disabled: false } },
      null,
    ],
    [
      'enrolled, visited',
      { enrolled: true, outline: outline(true) },
      {
        kind: 'enrolled',
        button: { kind: 'resume', href: 'https://learn.example.com/resume', disabled: false },
      },
      null,
    ],
    [
      'enrolled, certificate',
      { enrolled: true, outline: outline(true, '/certificates/abc') },
      {
        kind: 'enrolled',
        button: { kind: 'viewCertificate', href: 'https://lms.example.com/certificates/abc' },
      },
      null,
    ],
    [
      'enrolled, prerequisite unmet',
      { enrolled: true, outline: outline(true), prerequisite: 'unmet' },
      {
        kind: 'enrolled',
        button: { kind: 'resume', href: 'https://learn.example.com/resume', disabled: true },
      },
      // The dashboard card's sentence: the learner is enrolled already.
      'Complete the prerequisite course first: <link>{course}</link>',
    ],
    [
      'enrolled, prerequisite answer pending: no button and no notice that may flip',
      {
        enrolled: true,
        outline: outline(true),
        prerequisite: 'pending',
        course: asEnrolledCourse(courseDetail({ start: at(5), end: at(60) })),
      },
      { kind: 'enrolled', button: { kind: 'loading' } },
      null,
    ],
    [
      'enrolled, course not started',
      {
        enrolled: true,
        outline: outline(false),
        course: asEnrolledCourse(courseDetail({ start: at(5), end: at(60) })),
      },
      { kind: 'enrolled', button: { kind: 'goToCourse', href: urls.courseHome, disabled: true } },
      'Course coming soon! Stay tuned for the start date',
    ],
    [
      'enrolled ignores a closed window',
      { enrolled: true, outline: outline(false), window: 'closed', full: true },
      { kind: 'enrolled', button: { kind: 'goToCourse', href: urls.courseHome, disabled: false } },
      null,
    ],
  ];

  it.each(cases)('%s', (_name, facts, button, wording) => {
    const state = enrollmentState({ ...base, ...facts });
    expect(state.button).toEqual(button);
    const notice =
      state.notice === 'prerequisiteFirst'
        ? enrolledMessages.prerequisiteFirst
        : state.notice === null
          ? null
          : messages[state.notice];
    expect(notice?.defaultMessage ?? null).toBe(wording);
    expect(state.paymentFailed).toBe(false);
  });
});

describe('payment_status=failed', () => {
  it('opens the failure dialog for a learner who is not enrolled in a paid course', () => {
    expect(enrollmentState({ ...base, pricing: 'paid', paymentStatus: 'failed' }).paymentFailed).toBe(true);
  });
  it.each([
    ['enrolled meanwhile', { enrolled: true, outline: outline(false) }],
    ['a free course', { pricing: 'free' as const }],
    ['another status', { pricing: 'paid' as const, paymentStatus: 'approved' }],
    ['signed out', { pricing: 'paid' as const, signedIn: false }],
    ['status loading', { pricing: 'paid' as const, enrolled: null }],
  ])('stays closed when %s', (_name, facts) => {
    expect(
      enrollmentState({ ...base, paymentStatus: 'failed', pricing: 'paid', ...facts }).paymentFailed,
    ).toBe(false);
  });
});

describe('facts from the course', () => {
  it.each([
    [null, null, 'open'],
    [at(-1), at(1), 'open'],
    [at(1), null, 'notOpen'],
    [null, at(-1), 'closed'],
    [at(-10), at(0), 'closed'],
  ] as const)('enrollment window %s – %s is %s', (start, end, window) => {
    expect(enrollmentWindow(start, end, NOW)).toBe(window);
  });

  const paid = {
    active: true,
    price: 4900,
    currency: 'USD',
    course_id: 'c',
    has_trial: false,
    trial_end: null,
    show_price_on_trial: false,
    price_label: null,
  };
  it.each([
    ['not active', { ...paid, active: false }, 'free'],
    ['price 0', { ...paid, price: 0 }, 'free'],
    ['paid', paid, 'paid'],
    ['open trial', { ...paid, has_trial: true, trial_end: at(3) }, 'trial'],
    ['trial without end', { ...paid, has_trial: true }, 'trial'],
    ['trial over', { ...paid, has_trial: true, trial_end: at(-1) }, 'paid'],
  ] as const)('pricing: %s', (_name, info, pricing) => {
    expect(pricingOf(info, NOW)).toBe(pricing);
  });

  it('is full when enrollments reach the maximum, never when unlimited', () => {
    expect(isFull(courseDetail({ total: 10, max: 10 }))).toBe(true);
    expect(isFull(courseDetail({ total: 9, max: 10 }))).toBe(false);
    expect(isFull(courseDetail({ total: 10_000, max: null }))).toBe(false);
  });

  it('gives the dashboard rules the course id, dates, slug and prerequisites', () => {
    const shaped = asEnrolledCourse(courseDetail({ start: at(1), end: null, prerequisite: 'python' }));
    expect(shaped.course_details).toMatchObject({
      course_id: 'course-v1:X+Y+Z',
      course_start: at(1),
      course_end: null,
    });
    expect(shaped.course_metadata.slug).toBe('test-course');
    expect(shaped.pre_req_courses).toEqual([{ course_slug: 'python', display_name: 'Python' }]);
  });
});
