import { describe, expect, it } from 'vitest';
import { coursePath } from '../common/links/courseLinks.ts';
import { addressTarget } from './canonicalAddress.ts';

const ID = 'course-v1:Org+Num+Run';
const ENCODED = 'course-v1%3AOrg%2BNum%2BRun';

describe('addressTarget', () => {
  it.each([
    // Canonical addresses stay.
    ['/', true, { kind: 'canonical' }],
    ['/search', false, { kind: 'canonical' }],
    ['/course/intro-to-data/', false, { kind: 'canonical' }],
    [`/course/${ENCODED}/`, true, { kind: 'canonical' }],
    ['/partners/mitx', false, { kind: 'canonical' }],
    ['/staticpages/about', true, { kind: 'canonical' }],
    ['/course', true, { kind: 'canonical' }],
    ['/courses/a/b', true, { kind: 'canonical' }],
    // The catalog app's list, and other spellings of the search page.
    ['/courses', true, { kind: 'replace', pathname: '/search' }],
    ['/courses/', false, { kind: 'replace', pathname: '/search' }],
    ['/search/', true, { kind: 'replace', pathname: '/search' }],
    ['/Search', true, { kind: 'replace', pathname: '/search' }],
    // Other spellings of a course page.
    ['/course/intro-to-data', false, { kind: 'replace', pathname: '/course/intro-to-data/' }],
    ['/Course/intro-to-data/', false, { kind: 'replace', pathname: '/course/intro-to-data/' }],
    [`/course/${ID}/`, true, { kind: 'replace', pathname: `/course/${ENCODED}/` }],
    [`/course/${ENCODED}`, true, { kind: 'replace', pathname: `/course/${ENCODED}/` }],
    ['/homepage/course/intro%20to-data', false, { kind: 'replace', pathname: '/course/intro%20to-data/' }],
    // The LMS's about links: raw or encoded, a raw '+' a plus; the slug is the id on a stock platform.
    [`/courses/${ID}/about`, true, { kind: 'replace', pathname: `/course/${ENCODED}/` }],
    [`/courses/${ENCODED}/about`, true, { kind: 'replace', pathname: `/course/${ENCODED}/` }],
    [`/courses/${ENCODED}/about/`, true, { kind: 'replace', pathname: `/course/${ENCODED}/` }],
    [`/courses/${ID}/about`, false, { kind: 'courseId', courseId: ID }],
    [`/courses/${ENCODED}/about`, false, { kind: 'courseId', courseId: ID }],
    // A malformed escape is kept as written rather than failing.
    ['/courses/bad%E0/about', false, { kind: 'courseId', courseId: 'bad%E0' }],
  ] as const)('%s (slug is the id: %s) → %j', (pathname, slugIsCourseId, expected) => {
    expect(addressTarget(pathname, slugIsCourseId)).toEqual(expected);
  });

  it('builds the course address the router reads back as the slug', () => {
    expect(decodeURIComponent(coursePath(ID).split('/')[2] ?? '')).toBe(ID);
  });
});
