import { describe, expect, it } from 'vitest';
import { courseShareLink, coursePath } from './courseLinks.ts';

describe('course links', () => {
  it.each([
    ['intro-to-data', '/course/intro-to-data/'],
    ['a b', '/course/a%20b/'],
    ['course-v1:Org+Num+Run', '/course/course-v1%3AOrg%2BNum%2BRun/'],
  ])('the course page of %s is %s', (slug, expected) => {
    expect(coursePath(slug)).toBe(expected);
  });

  it.each([
    ['https://apps.example.org', '/', 'data-science', 'https://apps.example.org/course/data-science/'],
    [
      'https://apps.example.org',
      '/homepage/',
      'data-science',
      'https://apps.example.org/homepage/course/data-science/',
    ],
    ['https://apps.example.org/', '/atrium/', 'a b', 'https://apps.example.org/atrium/course/a%20b/'],
    [
      'https://lms.example.org',
      '/atrium/',
      'course-v1:Org+Num+Run',
      'https://lms.example.org/atrium/course/course-v1%3AOrg%2BNum%2BRun/',
    ],
  ])(
    'share link of %s + %s + %s = {BASE_URL}{PUBLIC_PATH}course/{slug}/',
    (base, publicPath, slug, expected) => {
      expect(courseShareLink(base, publicPath, slug)).toBe(expected);
    },
  );
});
