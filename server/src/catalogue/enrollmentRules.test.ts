import { describe, expect, it } from 'vitest';
import { enrollmentMode, enrollmentRefusal, type EnrollFacts } from './enrollmentRules.ts';

const now = new Date('2026-01-10T00:00:00Z');
type Course = Parameters<typeof enrollmentRefusal>[0];
const open: Course = {
  enrollment_start: '2026-01-01T00:00:00.000Z',
  enrollment_end: '2026-02-01T00:00:00.000Z',
  invitation_only: 0,
  max_enrollments: null,
  total_enrollments: 10,
  price: 0,
  has_trial: 0,
  trial_end: null,
};
const facts: EnrollFacts = {
  now,
  accountActive: true,
  unmetPrerequisites: 0,
  paid: false,
  atriumRules: true,
};
const code = (course: Partial<Course>, f: Partial<EnrollFacts> = {}) =>
  enrollmentRefusal({ ...open, ...course }, { ...facts, ...f })?.code ?? null;

describe('enrollmentRefusal', () => {
  it('lets an active learner into an open free course', () => expect(code({})).toBeNull());
  it('refuses each rule', () => {
    expect(code({}, { accountActive: false })).toBe('account_inactive');
    expect(code({ enrollment_start: '2026-01-11T00:00:00.000Z' })).toBe('registration_not_open');
    expect(code({ enrollment_end: '2026-01-09T00:00:00.000Z' })).toBe('registration_closed');
    expect(code({ invitation_only: 1 })).toBe('invitation_only');
    expect(code({ max_enrollments: 10 })).toBe('course_full');
    expect(code({}, { unmetPrerequisites: 1 })).toBe('prerequisite_unmet');
    expect(code({ price: 4900 })).toBe('payment_required');
  });
  it("makes Atrium's own refusals only with its rules on, as the LMS enrolls both", () => {
    const plain = { atriumRules: false };
    expect(code({}, { ...plain, accountActive: false })).toBeNull();
    expect(code({}, { ...plain, unmetPrerequisites: 2 })).toBeNull();
    expect(code({ invitation_only: 1 }, { ...plain, accountActive: false })).toBe('invitation_only');
  });
  it('allows trials until they end, and paid enrollments after payment', () => {
    expect(code({ price: 4900, has_trial: 1, trial_end: '2026-01-20T00:00:00.000Z' })).toBeNull();
    expect(code({ price: 4900, has_trial: 1, trial_end: '2026-01-05T00:00:00.000Z' })).toBe(
      'payment_required',
    );
    expect(code({ price: 4900 }, { paid: true })).toBeNull();
  });
  it('treats open-ended windows as open', () =>
    expect(code({ enrollment_start: null, enrollment_end: null })).toBeNull());
  it('names the mode', () => {
    expect(enrollmentMode({ price: 0 }, false)).toBe('honor');
    expect(enrollmentMode({ price: 100 }, false)).toBe('trial');
    expect(enrollmentMode({ price: 100 }, true)).toBe('verified');
  });
});
