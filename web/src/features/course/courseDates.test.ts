import { describe, expect, it } from 'vitest';
import { dateRows } from './courseDates.ts';

const now = new Date('2026-06-01T00:00:00Z');

describe('dateRows', () => {
  it('words each date for the past or the future, in order', () => {
    const rows = dateRows(
      {
        enrollment_start: '2026-05-01T00:00:00Z',
        enrollment_end: '2026-07-01T00:00:00Z',
        course_start: '2026-06-01T00:00:00Z',
        course_end: '2026-09-01T00:00:00Z',
      },
      now,
    );
    expect(rows.map((r) => r.kind)).toEqual([
      'registrationStarted',
      'registrationWillEnd',
      'courseStarted',
      'courseWillEnd',
    ]);
  });

  it('leaves out absent dates and words past ends', () => {
    const rows = dateRows(
      {
        enrollment_start: null,
        enrollment_end: '2026-05-30T00:00:00Z',
        course_start: '2026-07-01T00:00:00Z',
        course_end: null,
      },
      now,
    );
    expect(rows).toEqual([
      { kind: 'registrationEnded', date: '2026-05-30T00:00:00Z' },
      { kind: 'courseWillStart', date: '2026-07-01T00:00:00Z' },
    ]);
  });
});
