import type { EnrolledCourse } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { course } from '../../test/enrolledCourse.ts';
import { matchesSearch, searchedPage } from './localSearch.ts';

const named = (name: string, partner = 'Org'): EnrolledCourse => {
  const base = course({ slug: name });
  return {
    ...base,
    course_details: { ...base.course_details, course_name: name, org_display_name: partner },
  };
};

describe('matchesSearch', () => {
  it.each([
    ['part of the name', named('Introduction to Data Science'), 'data', true],
    ['any case', named('Introduction to Data Science'), 'DATA SCI', true],
    ['without accents', named('Économie générale'), 'economie gen', true],
    ['the partner', named('Physics', 'Tehran Institute'), 'tehran', true],
    ['surrounding spaces', named('Physics'), '  phys ', true],
    ['no match', named('Physics'), 'history', false],
    ['empty search: everything', named('Physics'), ' ', true],
    ['Persian text', named('آموزش پایتون'), 'پایتون', true],
  ])('%s', (_, enrolled, search, expected) => {
    expect(matchesSearch(enrolled, search)).toBe(expected);
  });
});

describe('searchedPage', () => {
  const courses = Array.from({ length: 15 }, (_, i) => named(i % 2 === 0 ? `Data ${i}` : `Art ${i}`));

  it.each([
    ['the first page of matches', 'data', 1, 8, ['Data 0', 'Data 2', 'Data 4', 'Data 6']],
    ['a later page', 'data', 2, 8, ['Data 8', 'Data 10', 'Data 12', 'Data 14']],
    ['past the end: no cards, the true count', 'data', 3, 8, []],
    ['nothing matches', 'music', 1, 0, []],
  ])('%s', (_, search, page, count, firstNames) => {
    const answer = searchedPage(courses, search, page, 4);
    expect(answer.count).toBe(count);
    expect(answer.results.map((c) => c.course_details.course_name)).toEqual(firstNames);
  });
});
