import type { CourseToc } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { lessonCount } from './tocCounts.ts';

type Section = CourseToc['toc']['sections'][number];
const unit = { name: 'u', lms_url: null, type: 'other' };
/** A section of subsections with these many units each. */
const section = (...units: number[]): Section => ({
  name: 's',
  lms_url: null,
  subsections: units.map((n) => ({
    name: 'sub',
    lms_url: null,
    units: Array.from({ length: n }, () => unit),
  })),
});

describe('the lessons a table of contents counts', () => {
  it.each<[string, Section[], number]>([
    ['units, where it has them', [section(2, 3), section(1)], 6],
    ['subsections, in an outline that stops at them', [section(0, 0), section(0)], 3],
    ['units only, where some subsections have none', [section(2, 0)], 2],
    ['none in an empty table', [], 0],
    ['none in sections without subsections', [section()], 0],
  ])('%s', (_, sections, expected) => {
    expect(lessonCount(sections)).toBe(expected);
  });
});
