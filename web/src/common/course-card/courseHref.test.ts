import { describe, expect, it } from 'vitest';
import { courseHref, hitHref, hitPaths } from './courseHref.ts';

describe('hitHref', () => {
  it.each([
    ['a course', 'data-101', false, true, '/course/data-101/'],
    ['a course, without program pages', 'data-101', false, false, '/course/data-101/'],
    ['a program', 'data-track', true, true, '/program/data-track/'],
    ['a program, without program pages: nowhere', 'data-track', true, false, null],
    ['a slug to encode', 'a b/c', false, true, '/course/a%20b%2Fc/'],
  ])('%s', (_, slug, isProgram, hasProgramPages, expected) => {
    expect(hitHref(slug, isProgram, hasProgramPages)).toBe(expected);
  });

  it('never builds /course/ for a program', () => {
    expect(courseHref('data-track', true)).toBe('/program/data-track/');
  });
});

describe('hitPaths', () => {
  const hit = (slug: string, isProgram = false) => ({
    data: { course_metadata: { course_slug: slug } },
    isProgram,
  });
  it.each([
    ['courses and programs, in order', true, ['/course/a/', '/program/p/', '/course/b/']],
    ['without program pages, a program is left out', false, ['/course/a/', '/course/b/']],
  ])('%s', (_, hasProgramPages, expected) => {
    expect(hitPaths([hit('a'), hit('p', true), hit('b')], hasProgramPages)).toEqual(expected);
  });
});
