import { describe, expect, it } from 'vitest';
import {
  courseKeyParts,
  courseModes,
  defaultMode,
  drfDate,
  enrollmentOpen,
  htmlToText,
  indexDate,
  recordedModeOf,
  startDisplay,
  stockModeOf,
} from './courseFacts.ts';
import { enrollmentRefusal } from './enrollRules.ts';
import { footerLanguage } from './footer.ts';

const course = (over: Partial<Parameters<typeof courseModes>[0]> = {}) => ({
  price: 0,
  currency: 'USD',
  has_trial: 0,
  trial_end: null,
  enrollment_end: '2031-01-01T00:00:00.000Z',
  ...over,
});

describe('course facts', () => {
  it.each([
    ['course-v1:AtriumX+CS101+2026_T2', { org: 'AtriumX', number: 'CS101', run: '2026_T2' }],
    ['edX/DemoX/Demo_Course', { org: 'edX', number: 'DemoX', run: 'Demo_Course' }],
    ['nonsense', { org: 'nonsense', number: '', run: '' }],
  ])('%s has the parts %j', (key, parts) => {
    expect(courseKeyParts(key)).toEqual(parts);
  });

  it.each([
    [course(), [['honor', 0]], 'honor'],
    [course({ price: 4900 }), [['verified', 49]], null],
    [
      course({ price: 3900, currency: 'EUR', has_trial: 1, trial_end: '2030-01-01' }),
      [
        ['audit', 0],
        ['verified', 39],
      ],
      'audit',
    ],
    [course({ price: 12_000_000, currency: 'IRR' }), [['verified', 1_200_000]], null],
  ])('modes of %j: %j, default %s', (row, modes, fallback) => {
    expect(courseModes(row).map((m) => [m.slug, m.minPrice])).toEqual(modes);
    expect(defaultMode(row)).toBe(fallback);
  });

  it('lets the audit track expire with the trial and the verified one with enrollment', () => {
    const [audit, verified] = courseModes(
      course({ price: 100, has_trial: 1, trial_end: '2030-02-01T00:00:00.000Z' }),
    );
    expect([audit?.expires, verified?.expires, audit?.currency]).toEqual([
      '2030-02-01T00:00:00.000Z',
      '2031-01-01T00:00:00.000Z',
      'usd',
    ]);
  });

  it.each([
    ['trial', 'audit'],
    ['honor', 'honor'],
    ['verified', 'verified'],
  ])('the recorded mode %s is %s on a stock LMS, and back', (mode, stock) => {
    expect(stockModeOf(mode)).toBe(stock);
    expect(recordedModeOf(stock)).toBe(mode);
  });

  it.each([
    [drfDate, '2030-07-17T12:00:00.000Z', '2030-07-17T12:00:00Z'],
    [drfDate, '2030-07-17T12:00:00.250Z', '2030-07-17T12:00:00.250Z'],
    [drfDate, null, null],
    [indexDate, '2030-07-17T12:00:00.000Z', '2030-07-17T12:00:00+00:00'],
    [indexDate, null, null],
  ])('%o writes %s as %s', (format, iso, written) => {
    expect(format(iso)).toBe(written);
  });

  it.each([
    ['2026-01-05T00:00:00.000Z', 'Jan 05, 2026'],
    ['2030-12-31T23:59:00.000Z', 'Dec 31, 2030'],
  ])('start display of %s is %s', (iso, text) => {
    expect(startDisplay(iso)).toBe(text);
  });

  it.each([
    ['<section><h2>About</h2><p>Soil &amp; water</p></section>', 'About Soil & water'],
    ['<p>a&nbsp;b</p>\n\n<p>c</p>', 'a b c'],
    ['', ''],
  ])('text of %j is %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('enrollment window and refusals', () => {
  const now = '2030-06-01T00:00:00.000Z';
  const open = {
    enrollment_start: '2030-01-01T00:00:00.000Z',
    enrollment_end: '2030-12-01T00:00:00.000Z',
    invitation_only: 0,
    max_enrollments: null,
    total_enrollments: 5,
  };
  it.each([
    [open, null],
    [{ ...open, enrollment_start: null, enrollment_end: null }, null],
    [{ ...open, enrollment_end: now }, null],
    [{ ...open, enrollment_start: '2030-07-01T00:00:00.000Z' }, 'closed'],
    [{ ...open, enrollment_end: '2030-05-01T00:00:00.000Z' }, 'closed'],
    [{ ...open, invitation_only: 1 }, 'invitation_only'],
    [{ ...open, max_enrollments: 5 }, 'full'],
    [{ ...open, max_enrollments: 6 }, null],
  ])('%j → %s', (row, refusal) => {
    expect(enrollmentRefusal(row, now)).toBe(refusal);
    expect(enrollmentOpen(row, now)).toBe(refusal !== 'closed');
  });
});

describe('footer language', () => {
  const available = ['en', 'ar', 'fa', 'fa-ir', 'es', 'es-419', 'zh-cn'];
  it.each([
    ['ar', 'ar'],
    ['fa-IR', 'fa-ir'],
    ['es-MX', 'es'],
    ['zh-CN', 'zh-cn'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s reads the %s footer', (asked, lang) => {
    expect(footerLanguage(available, asked)).toBe(lang);
  });
});
