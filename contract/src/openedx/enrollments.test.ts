import { describe, expect, it } from 'vitest';
import {
  CourseMode,
  StockEnrollment,
  StockEnrollmentList,
  StockEnrollmentStatus,
  StockEnrollRequest,
} from './enrollments.ts';
import { stockEnrollment } from './samples.ts';

describe('Enrollment API', () => {
  it('reads an enrollment with its course and modes', () => {
    const out = StockEnrollment.parse(stockEnrollment);
    expect(out).toMatchObject({ mode: 'audit', is_active: true, user: 'learner' });
    expect(out.course_details.course_modes.map((m) => [m.slug, m.min_price, m.suggested_prices])).toEqual([
      ['audit', 0, []],
      ['verified', 49, [49, 99]],
    ]);
  });

  it.each([
    ['', []],
    ['10, 20', [10, 20]],
    [[15], [15]],
    [null, []],
  ])('suggested prices %j read as %j', (prices, expected) => {
    expect(CourseMode.parse({ slug: 'verified', suggested_prices: prices }).suggested_prices).toEqual(
      expected,
    );
  });

  it.each([null, undefined])('reads an empty status body (%s) as never enrolled', (body) => {
    expect(StockEnrollmentStatus.parse(body)).toBeNull();
  });

  it('keeps the enrollments of a list whose course is known', () => {
    const out = StockEnrollmentList.parse([stockEnrollment, { mode: 'audit', course_details: {} }]);
    expect(out).toHaveLength(1);
  });

  it.each([
    [{ course_details: { course_id: 'course-v1:A+B+C' } }, true],
    [{ course_details: { course_id: 'course-v1:A+B+C' }, mode: 'audit', email_opt_in: true }, true],
    [{ course_details: {} }, false],
    [{}, false],
  ])('enroll request %j is valid: %s', (body, valid) => {
    expect(StockEnrollRequest.safeParse(body).success).toBe(valid);
  });
});
