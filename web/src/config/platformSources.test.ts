import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSources,
  nextVerdict,
  recordSource,
  sourcesVersion,
  sourceVerdict,
  subscribeSources,
  type SourceVerdict,
} from './platformSources.ts';

const LMS = 'https://lms.example.org';

afterEach(() => forgetSources());

describe('nextVerdict', () => {
  it.each<[SourceVerdict | undefined, SourceVerdict, SourceVerdict]>([
    [undefined, 'present', 'present'],
    [undefined, 'absent', 'absent'],
    ['present', 'present', 'present'],
    // A later answer may prove the contrary (an ignored order shows on a later page).
    ['present', 'absent', 'absent'],
    // Absent is final for the visit: nothing asks again.
    ['absent', 'present', 'absent'],
    ['absent', 'absent', 'absent'],
  ])('known %s, seen %s: %s', (known, seen, next) => {
    expect(nextVerdict(known, seen)).toBe(next);
  });
});

describe('the record of sources', () => {
  it('keeps each platform and source apart, and tells listeners of each new verdict only', () => {
    const listener = vi.fn();
    const stop = subscribeSources(listener);
    const before = sourcesVersion();
    expect(sourceVerdict(LMS, 'courseListSearch')).toBeUndefined();

    recordSource(LMS, 'courseListSearch', 'absent');
    recordSource(LMS, 'courseListSearch', 'absent');
    recordSource(LMS, 'courseListSearch', 'present');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sourcesVersion()).toBe(before + 1);
    expect(sourceVerdict(LMS, 'courseListSearch')).toBe('absent');
    expect(sourceVerdict(LMS, 'startDateSort')).toBeUndefined();
    expect(sourceVerdict('https://other.example.org', 'courseListSearch')).toBeUndefined();

    stop();
    recordSource(LMS, 'startDateSort', 'present');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sourceVerdict(LMS, 'startDateSort')).toBe('present');
  });
});
