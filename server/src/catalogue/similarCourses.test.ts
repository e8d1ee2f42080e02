import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../repositories/search.ts';
import { similarCoursesCriteria, similarCoursesMatch } from './similarCourses.ts';

describe('similarCoursesMatch', () => {
  it.each([
    [
      'Introduction to Python Programming',
      ['computer science'],
      '("Introduction"* OR "Python"* OR "Programming"*) OR subjects : ("computer science")',
    ],
    [
      'AI',
      ['computer science', 'data science'],
      '("AI"*) OR subjects : ("computer science" OR "data science")',
    ],
    [
      'مقدمة في علم البيانات',
      ['data science'],
      '("مقدمة"* OR "علم"* OR "البيانات"*) OR subjects : ("data science")',
    ],
    ['"quoted" NEAR(x)', ['a "b" c'], '("quoted"* OR "NEAR"*) OR subjects : ("a ""b"" c")'],
    ['***', ['art & design'], 'subjects : ("art & design")'],
  ])('%j in %j → %s', (name, subjects, expected) => {
    expect(similarCoursesMatch(name, subjects)).toBe(expected);
  });
});

describe('similarCoursesCriteria', () => {
  const criteria: SearchCriteria = {
    match: '"x"*',
    facets: { partner: ['atrium university'] },
    availability: ['current'],
    kinds: [],
    sort: 'relevance',
    now: '2026-01-01T00:00:00.000Z',
    limit: 12,
    offset: 0,
  };
  it('keeps the other filters, sort and page, and limits the answer to courses of the subjects', () => {
    expect(similarCoursesCriteria(criteria, 'Logic', ['philosophy'])).toEqual({
      ...criteria,
      match: '("Logic"*) OR subjects : ("philosophy")',
      facets: { partner: ['atrium university'], subject: ['philosophy'] },
      kinds: ['course'],
    });
  });
});
