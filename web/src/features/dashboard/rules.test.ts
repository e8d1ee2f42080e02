import { describe, expect, it } from 'vitest';
import type { EnrolledCourse } from '@atrium/contract';
import {
  cardDateLine,
  cardStatus,
  eagerImageUrls,
  moreMenuActions,
  namePrerequisite,
  needsPrereqCheck,
  prerequisiteToName,
  progressPercent,
  sheetActions,
} from './rules.ts';
import {
  canOpenCourse,
  courseHomeUrl,
  type CardButton,
  type PrereqState,
} from '../../common/enrollment/courseButton.ts';

import { course, FUTURE, now, PAST, prereq, urls } from '../../test/enrolledCourse.ts';

describe('cardDateLine', () => {
  it.each<[string, boolean, string | null, string | null, ReturnType<typeof cardDateLine>]>([
    [
      'visited, end past → Access has expired on {date}',
      true,
      PAST,
      '2026-03-01T00:00:00Z',
      { kind: 'accessExpired', date: '2026-03-01T00:00:00Z' },
    ],
    [
      'visited, end future → Access will expire on {date}',
      true,
      PAST,
      FUTURE,
      { kind: 'accessWillExpire', date: FUTURE },
    ],
    ['visited, no end → Lifetime access', true, PAST, null, { kind: 'lifetimeAccess' }],
    [
      'not visited, start past → Course has started on {date}',
      false,
      PAST,
      FUTURE,
      { kind: 'started', date: PAST },
    ],
    [
      'not visited, start future → Course will start on {date}',
      false,
      FUTURE,
      null,
      { kind: 'willStart', date: FUTURE },
    ],
    ['not visited, no start → no line', false, null, null, null],
  ])('%s', (_, visited, start, end, expected) => {
    expect(cardDateLine(course({ start, end }), visited, now)).toEqual(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 2, 33],
    [2, 1, 67],
    [1, 1, 50],
    [5, 0, 100],
    [1, 199, 1],
    [199, 1, 100],
  ])('%i completed, %i incomplete → %i%%', (complete, incomplete, percent) => {
    expect(progressPercent(complete, incomplete)).toBe(percent);
  });
});

describe('cardStatus', () => {
  it.each<[string, EnrolledCourse, PrereqState, ReturnType<typeof cardStatus>]>([
    [
      'unmet prerequisite → warning with a link',
      course({ prereqs: prereq }),
      'unmet',
      { kind: 'prerequisite', courseSlug: 'intro', courseName: 'Intro' },
    ],
    [
      'met prerequisite → progress',
      course({ prereqs: prereq, complete: 1, incomplete: 3 }),
      'met',
      { kind: 'progress', percent: 25 },
    ],
    [
      'unknown prerequisite status does not block',
      course({ prereqs: prereq }),
      'unknown',
      { kind: 'progress', percent: 0 },
    ],
    ['complete → Well done', course({ complete: 4, incomplete: 0 }), 'met', { kind: 'completed' }],
    [
      'nothing done and nothing left is not complete, and no figure',
      course({ complete: 0, incomplete: 0 }),
      'met',
      { kind: 'noFigure' },
    ],
    [
      'nothing done of some units → 0 %',
      course({ complete: 0, incomplete: 5 }),
      'met',
      { kind: 'progress', percent: 0 },
    ],
    ['start in the future → coming soon', course({ start: FUTURE }), 'met', { kind: 'comingSoon' }],
    [
      'in progress → progress bar',
      course({ complete: 3, incomplete: 7 }),
      'met',
      { kind: 'progress', percent: 30 },
    ],
  ])('%s', (_, enrolled, state, expected) => {
    expect(cardStatus(enrolled, state, now)).toEqual(expected);
  });
});

describe('naming a prerequisite given by slug', () => {
  const bySlug = { kind: 'prerequisite', courseSlug: 'intro', courseName: '' } as const;
  const named = { kind: 'prerequisite', courseSlug: 'intro', courseName: 'Intro' } as const;

  it.each<[string, ReturnType<typeof cardStatus>, string]>([
    ['a slug alone needs its name', bySlug, 'intro'],
    ['a named prerequisite needs nothing', named, ''],
    ['another status needs nothing', { kind: 'completed' }, ''],
  ])('%s', (_, status, slug) => {
    expect(prerequisiteToName(status)).toBe(slug);
  });

  it.each<[string, ReturnType<typeof cardStatus>, string | undefined, ReturnType<typeof cardStatus>]>([
    [
      'the looked-up name replaces the slug',
      bySlug,
      'Introduction',
      { ...bySlug, courseName: 'Introduction' },
    ],
    ['no name yet keeps the slug', bySlug, undefined, bySlug],
    ['an empty name keeps the slug', bySlug, '', bySlug],
    ["the platform's own name stays", named, 'Other', named],
    ['another status is untouched', { kind: 'comingSoon' }, 'Intro', { kind: 'comingSoon' }],
  ])('%s', (_, status, name, expected) => {
    expect(namePrerequisite(status, name)).toEqual(expected);
  });
});

describe('canOpenCourse and needsPrereqCheck', () => {
  it.each<[string, EnrolledCourse, PrereqState, boolean]>([
    ['started, no prerequisite', course(), 'unknown', true],
    ['not started', course({ start: FUTURE }), 'met', false],
    ['unmet prerequisite', course({ prereqs: prereq }), 'unmet', false],
    ['prerequisite answer pending', course({ prereqs: prereq }), 'pending', false],
    ['prerequisite call failed', course({ prereqs: prereq }), 'unknown', true],
    ['no start date', course({ start: null }), 'met', true],
  ])('%s → %s', (_, enrolled, state, expected) => {
    expect(canOpenCourse(enrolled, state, now)).toBe(expected);
  });

  it('asks for the prerequisite status only with a slug and a non-empty list', () => {
    expect(needsPrereqCheck(course())).toBe(false);
    expect(needsPrereqCheck(course({ prereqs: prereq }))).toBe(true);
    expect(needsPrereqCheck(course({ prereqs: prereq, slug: '' }))).toBe(false);
  });
});

describe('card links', () => {
  it.each([
    [
      'https://lms.example.org/learning',
      'course-v1:Org+C1+2026',
      'https://lms.example.org/learning/course/course-v1%3AOrg%2BC1%2B2026/home',
    ],
    ['https://learn.example.org/', 'x', 'https://learn.example.org/course/x/home'],
  ])('course home of %s + %s', (base, id, expected) => {
    expect(courseHomeUrl(base, id)).toBe(expected);
  });

  const withImage = (image: string | null) => {
    const base = course();
    return { ...base, course_details: { ...base.course_details, course_image_url: image } };
  };
  it.each<[string, (string | null)[], string[]]>([
    ['none without cards', [], []],
    [
      'the first two cards’ images',
      ['/a.svg', '/b.svg', '/c.svg'],
      [`${urls.lmsBaseUrl}/a.svg`, `${urls.lmsBaseUrl}/b.svg`],
    ],
    [
      'not a third card’s for a first without image',
      [null, '/b.svg', '/c.svg'],
      [`${urls.lmsBaseUrl}/b.svg`],
    ],
    ['none for an unsafe address', ['javascript:alert(1)'], []],
  ])('eager images: %s', (_, images, expected) => {
    expect(eagerImageUrls(images.map(withImage), urls.lmsBaseUrl)).toEqual(expected);
  });
});

describe('more menu and action sheet', () => {
  const certificate: CardButton = { kind: 'viewCertificate', href: 'https://lms/cert' };
  const resume: CardButton = { kind: 'resume', href: 'https://learn/resume', disabled: false };
  it.each<[string, CardButton, string[]]>([
    ['no certificate → Resume Course, Course Info, Unenroll', resume, ['resume', 'courseInfo', 'unenroll']],
    [
      'while the outline loads → Resume Course, Course Info, Unenroll',
      { kind: 'loading' },
      ['resume', 'courseInfo', 'unenroll'],
    ],
    ['certificate → Course Info, Unenroll', certificate, ['courseInfo', 'unenroll']],
  ])('menu: %s', (_, button, expected) => {
    expect(moreMenuActions(button)).toEqual(expected);
  });

  it.each<[boolean, string[]]>([
    [true, ['goToCourse', 'courseInfo', 'share', 'unenroll']],
    [false, ['courseInfo', 'share', 'unenroll']],
  ])('sheet when the course can be opened: %s', (canOpen, expected) => {
    expect(sheetActions(canOpen)).toEqual(expected);
  });
});
