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
      'prerequisite answer pending → spinner, not a button that may turn disabled',
      course({ prereqs: prereq }),
      outline(true),
      'pending',
      { kind: 'loading' },
    ],
    [
      'prerequisite answer pending, certificate → View Certificate (a prerequisite never hides it)',
      course({ prereqs: prereq }),
      outline(true, '/certificates/abc'),
      'pending',
      { kind: 'viewCertificate', href: 'https://lms.example.org/certificates/abc' },
    ],
    [
      'prerequisite call failed → the course opens (the server has the last word)',
      course({ prereqs: prereq }),
      outline(true),
      'unknown',
      { kind: 'resume', href: 'https://learn/resume', disabled: false },
    ],
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
  it.each<[boolean, boolean, boolean | undefined, PrereqState]>([
    [false, true, undefined, 'unknown'],
    [true, true, undefined, 'pending'],
    [true, false, undefined, 'unknown'],
    [true, false, true, 'met'],
    [true, false, false, 'unmet'],
    [false, false, false, 'unknown'],
  ])('asked %s, pending %s, fulfilled %s → %s', (asked, pending, fulfilled, expected) => {
    expect(prereqState(asked, pending, fulfilled)).toBe(expected);
  });
});
