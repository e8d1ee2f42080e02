import { describe, expect, it } from 'vitest';
import { LearnerHomeCard, LearnerHomeInit, type CourseOutline } from '@atrium/contract';
import {
  learnerHomeCourseCard,
  learnerHomeEntitlementCard,
  learnerHomeInit,
} from '@atrium/contract/openedx/samples';
import { courseOutlineFromCard, courseOutlinesFromLearnerHome } from './dashboardOutline.ts';
import { stockCard, type CardChanges } from './dashboardTestCards.ts';

const LMS = 'https://lms.example.org';
const SAMPLE_RESUME =
  'https://lms.example.org/courses/course-v1:edX+DemoX+Demo_Course/jump_to/block-v1:edX+DemoX+Demo_Course+type@vertical+block@1';
const SAMPLE_HOME = 'https://apps.example.org/learning/course/course-v1:edX+DemoX+Demo_Course/home';

describe('courseOutlineFromCard', () => {
  it('maps the stock sample card: visited, resume link on the LMS host, web certificate', () => {
    expect(courseOutlineFromCard(LearnerHomeCard.parse(learnerHomeCourseCard), LMS)).toEqual<CourseOutline>({
      resume_course: { url: SAMPLE_RESUME, has_visited_course: true },
      cert_data: { cert_web_view_url: '/certificates/0d9a3c1e', cert_status: 'downloadable' },
    });
  });

  it('is null for the stock sample of an unused entitlement', () => {
    expect(courseOutlineFromCard(LearnerHomeCard.parse(learnerHomeEntitlementCard), LMS)).toBeNull();
  });

  it.each<[string, CardChanges, CourseOutline['resume_course']]>([
    [
      'never visited: the course home, not visited',
      { courseRun: { resumeUrl: null }, enrollment: { hasStarted: false } },
      { url: SAMPLE_HOME, has_visited_course: false },
    ],
    [
      'an LMS-relative home goes on the LMS host',
      { courseRun: { resumeUrl: null, homeUrl: '/courses/x/course/' }, enrollment: { hasStarted: false } },
      { url: 'https://lms.example.org/courses/x/course/', has_visited_course: false },
    ],
    [
      'an absolute resume link stays on its host',
      { courseRun: { resumeUrl: 'https://apps.example.org/learning/course/x/block/y' } },
      { url: 'https://apps.example.org/learning/course/x/block/y', has_visited_course: true },
    ],
    [
      'an unsafe resume link is dropped',
      { courseRun: { resumeUrl: 'javascript:alert(1)' } },
      { url: null, has_visited_course: true },
    ],
    [
      'neither link: none',
      { courseRun: { resumeUrl: null, homeUrl: null }, enrollment: { hasStarted: false } },
      { url: null, has_visited_course: false },
    ],
  ])('%s', (_, changes, expected) => {
    expect(courseOutlineFromCard(stockCard(changes), LMS)?.resume_course).toEqual(expected);
  });

  it.each<[string, CardChanges, CourseOutline['cert_data']]>([
    [
      'downloadable: its web certificate',
      {},
      { cert_web_view_url: '/certificates/0d9a3c1e', cert_status: 'downloadable' },
    ],
    [
      'downloadable without web certificates (PDF only): no link',
      { certificate: { certPreviewUrl: null } },
      { cert_web_view_url: null, cert_status: 'downloadable' },
    ],
    [
      'earned but not available yet: no link',
      { certificate: { isDownloadable: false } },
      { cert_web_view_url: null, cert_status: 'earned_but_not_available' },
    ],
    [
      'restricted: no link even with a preview URL',
      { certificate: { isRestricted: true } },
      { cert_web_view_url: null, cert_status: 'restricted' },
    ],
    [
      'not earned: no link even with a preview URL',
      { certificate: { isEarned: false, isDownloadable: false } },
      { cert_web_view_url: null, cert_status: '' },
    ],
    ['no certificate part', { certificate: null }, { cert_web_view_url: null, cert_status: '' }],
    [
      'an unsafe certificate URL is dropped',
      { certificate: { certPreviewUrl: 'javascript:alert(1)' } },
      { cert_web_view_url: null, cert_status: 'downloadable' },
    ],
  ])('%s', (_, changes, expected) => {
    expect(courseOutlineFromCard(stockCard(changes), LMS)?.cert_data).toEqual(expected);
  });
});

describe('courseOutlinesFromLearnerHome', () => {
  it('keys the stock sample by course id and leaves out the entitlement', () => {
    const outlines = courseOutlinesFromLearnerHome(LearnerHomeInit.parse(learnerHomeInit), LMS);
    expect([...outlines.keys()]).toEqual(['course-v1:edX+DemoX+Demo_Course']);
    expect(outlines.get('course-v1:edX+DemoX+Demo_Course')?.resume_course.url).toBe(SAMPLE_RESUME);
  });
});
