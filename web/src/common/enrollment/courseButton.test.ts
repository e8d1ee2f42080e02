import { describe, expect, it } from 'vitest';
import type { CourseOutline, EnrolledCourse } from '@atrium/contract';
import { course, FUTURE, now, outline, prereq, urls } from '../../test/enrolledCourse.ts';
import { cardButton, OUTLINE_UNAVAILABLE, prereqState, type PrereqState } from './courseButton.ts';

describe('cardButton', () => {
  it.each<[string, EnrolledCourse, CourseOutline | undefined, PrereqState, ReturnType<typeof cardButton>]>([
    [
      'certificate path → View Certificate on the platform host',
      course(),
      outline(true, '/certificates/abc'),
      'met',
      { kind: 'viewCertificate', href: 'https://lms.example.org/certificates/abc' },
    ],
    [
      'absolute certificate URL is kept',
      course(),
      outline(true, 'https://certs.example.org/c/1'),
      'met',
      { kind: 'viewCertificate', href: 'https://certs.example.org/c/1' },
    ],
    ['outline loading → spinner', course(), undefined, 'met', { kind: 'loading' }],
    [
      'visited → Resume Course',
      course(),
      outline(true),
      'met',
      { kind: 'resume', href: 'https://learn/resume', disabled: false },
    ],
    [
      'visited without a resume URL → Go To Your Course',
      course(),
      outline(true, null, null),
      'met',
      { kind: 'goToCourse', href: urls.courseHome, disabled: false },
    ],
    [
      'not visited → Go To Your Course',
      course(),
      outline(false),
      'met',
      { kind: 'goToCourse', href: urls.courseHome, disabled: false },
    ],
    [
      'not started → disabled',
      course({ start: FUTURE }),
      outline(false),
      'met',
      { kind: 'goToCourse', href: urls.courseHome, disabled: true },
    ],
    [
      'unmet prerequisite → disabled',
      course({ prereqs: prereq }),
      outline(true),
      'unmet',
      { kind: 'resume', href: 'https://learn/resume', disabled: true },
    ],
    [
      'javascript: certificate URL is ignored',
      course(),
      outline(true, 'javascript:alert(1)'),
      'met',
      { kind: 'resume', href: 'https://learn/resume', disabled: false },
    ],
    [
      'javascript: resume URL → Go To Your Course',
      course(),
      outline(true, null, 'javascript:alert(1)'),
      'met',
      { kind: 'goToCourse', href: urls.courseHome, disabled: false },
    ],
    [
      'relative resume URL is kept',
      course(),
      outline(true, null, '/learning/course/x/home'),
      'met',
      { kind: 'resume', href: '/learning/course/x/home', disabled: false },
    ],
    [
      'outline call failed → Go To Your Course',
      course(),
      OUTLINE_UNAVAILABLE,
      'met',
      { kind: 'goToCourse', href: urls.courseHome, disabled: false },
    ],
  ])('%s', (_, enrolled, answer, state, expected) => {
    expect(cardButton(enrolled, answer, state, now, urls)).toEqual(expected);
  });
});

describe('prerequisite state', () => {
  it.each<[boolean, boolean | undefined, PrereqState]>([
    [false, undefined, 'unknown'],
    [true, undefined, 'unknown'],
    [true, true, 'met'],
    [true, false, 'unmet'],
    [false, false, 'unknown'],
  ])('asked %s, fulfilled %s → %s', (asked, fulfilled, expected) => {
    expect(prereqState(asked, fulfilled)).toBe(expected);
  });
});
