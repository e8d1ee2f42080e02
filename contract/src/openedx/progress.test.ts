import { describe, expect, it } from 'vitest';
import { ProgressTab } from './progress.ts';
import { stockProgressTab } from './samples.ts';

describe('progress tab', () => {
  it('reads the completion counts, grade and mode, and strips what Atrium does not read', () => {
    const out = ProgressTab.parse(stockProgressTab);
    expect(out.completion_summary).toEqual({ complete_count: 6, incomplete_count: 14, locked_count: 2 });
    expect(out).toMatchObject({
      course_grade: { letter_grade: null, percent: 0.21, is_passing: false },
      enrollment_mode: 'audit',
      username: 'learner',
      user_has_passing_grade: false,
      end: '2031-06-30T00:00:00Z',
    });
    expect(out).not.toHaveProperty('section_scores');
  });

  it('reads a missing completion summary as no units', () => {
    const out = ProgressTab.parse({ username: 'learner' });
    expect(out.completion_summary).toEqual({ complete_count: 0, incomplete_count: 0, locked_count: 0 });
    expect(out.course_grade).toEqual({ letter_grade: null, percent: null, is_passing: false });
  });

  it('refuses a count that is not a number', () => {
    expect(ProgressTab.safeParse({ completion_summary: { complete_count: 'six' } }).success).toBe(false);
  });
});
