import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPurchase, rememberPurchase, takePurchase } from './pendingPurchase.ts';

const COURSE = 'course-v1:VectorX+M118+2026_T2';
const T = 1_750_000_000_000;

describe('pending purchase', () => {
  beforeEach(() => sessionStorage.clear());

  it.each<[string, () => void, string, number, boolean]>([
    ['sent to pay for this course a minute ago', () => rememberPurchase(COURSE, T), COURSE, T + 60_000, true],
    ['sent to pay for another course', () => rememberPurchase('other', T), COURSE, T + 60_000, false],
    ['never sent to pay', () => undefined, COURSE, T, false],
    ['sent more than an hour ago', () => rememberPurchase(COURSE, T), COURSE, T + 3_600_001, false],
    ['a clock that went back', () => rememberPurchase(COURSE, T), COURSE, T - 1, false],
    [
      'the failed payment forgot it',
      () => (rememberPurchase(COURSE, T), forgetPurchase(COURSE)),
      COURSE,
      T,
      false,
    ],
    [
      'garbage in storage',
      () => sessionStorage.setItem('atrium.pendingPurchase', '{"courseId":1'),
      COURSE,
      T,
      false,
    ],
  ])('%s', (_, setUp, courseId, now, expected) => {
    setUp();
    expect(takePurchase(courseId, now)).toBe(expected);
  });

  it('confirms once', () => {
    rememberPurchase(COURSE, T);
    expect(takePurchase(COURSE, T + 1)).toBe(true);
    expect(takePurchase(COURSE, T + 2)).toBe(false);
  });

  it("forgetting another course's purchase keeps this one", () => {
    rememberPurchase(COURSE, T);
    forgetPurchase('other');
    expect(takePurchase(COURSE, T + 1)).toBe(true);
  });
});
