import { describe, expect, it } from 'vitest';
import { LearnerHomeCard, type EnrolledCourse } from '@atrium/contract';
import { learnerHomeCourseCard, learnerHomeEntitlementCard } from '@atrium/contract/samples';
import { enrolledCourseFromCard, isPassingCard } from './dashboardCourse.ts';
import { stockCard, type CardChanges } from './dashboardTestCards.ts';

describe('enrolledCourseFromCard', () => {
  it('maps the stock sample card field by field', () => {
    expect(enrolledCourseFromCard(LearnerHomeCard.parse(learnerHomeCourseCard))).toEqual<EnrolledCourse>({
      course_details: {
        course_id: 'course-v1:edX+DemoX+Demo_Course',
        course_name: 'Verified Course, Course and learner started, Passing',
        org_display_name: 'edX Course Provider',
        course_image_url: '/asset-v1:edX+DemoX+Demo_Course+type@asset+block@images_course_image.jpg',
        course_start: '1900-11-11T00:00:00Z',
        course_end: '4040-11-11T00:00:00Z',
      },
      course_metadata: { slug: 'course-v1:edX+DemoX+Demo_Course' },
      organization: { short_name: '' },
      progress: { complete_count: 1, incomplete_count: 0 },
      pre_req_courses: [],
    });
  });

  it('is null for the stock sample of an entitlement not yet used for a run', () => {
    expect(enrolledCourseFromCard(LearnerHomeCard.parse(learnerHomeEntitlementCard))).toBeNull();
  });

  it.each<[string, CardChanges, Partial<EnrolledCourse['course_details']> | null]>([
    ['an inactive enrollment is no enrolled course', { enrollment: { isEnrolled: false } }, null],
    ['a card without a run is no enrolled course', { courseRun: null }, null],
    ['no provider: no partner', { courseProvider: null }, { org_display_name: '' }],
    [
      'no image: null (the card shows its placeholder)',
      { course: { bannerImgSrc: null } },
      { course_image_url: null },
    ],
    [
      'an audit deadline before the end is the end',
      { enrollment: { accessExpirationDate: '2031-01-01T00:00:00Z' } },
      { course_end: '2031-01-01T00:00:00Z' },
    ],
    [
      'an audit deadline after the end leaves the end',
      {
        courseRun: { endDate: '2030-01-01T00:00:00Z' },
        enrollment: { accessExpirationDate: '2031-01-01T00:00:00Z' },
      },
      { course_end: '2030-01-01T00:00:00Z' },
    ],
    [
      'no end but an audit deadline: the deadline',
      { courseRun: { endDate: null }, enrollment: { accessExpirationDate: '2031-01-01T00:00:00Z' } },
      { course_end: '2031-01-01T00:00:00Z' },
    ],
    ['no end, no deadline: no end (lifetime access)', { courseRun: { endDate: null } }, { course_end: null }],
    ['no start date: none', { courseRun: { startDate: null } }, { course_start: null }],
  ])('%s', (_, changes, expected) => {
    const course = enrolledCourseFromCard(stockCard(changes));
    if (expected === null) expect(course).toBeNull();
    else expect(course?.course_details).toMatchObject(expected);
  });

  it('names no prerequisite even when one is unmet (the platform does not say which)', () => {
    const card = stockCard({
      enrollment: { coursewareAccess: { hasUnmetPrerequisites: true, isTooEarly: false, isStaff: false } },
    });
    expect(enrolledCourseFromCard(card)?.pre_req_courses).toEqual([]);
  });
});

describe('isPassingCard and the progress it becomes', () => {
  it.each<[string, CardChanges, boolean]>([
    ['certificate earned and passing', {}, true],
    ['certificate earned, grade no longer read as passing', { gradeData: { isPassing: false } }, true],
    [
      'earned but not yet available',
      {
        certificate: { isEarned: true, isDownloadable: false, certPreviewUrl: null },
        gradeData: { isPassing: false },
      },
      true,
    ],
    ['passing without a certificate (audit)', { certificate: null, gradeData: { isPassing: true } }, true],
    [
      'neither',
      { certificate: { isEarned: false, isDownloadable: false }, gradeData: { isPassing: false } },
      false,
    ],
    ['no certificate, no grade data', { certificate: null, gradeData: null }, false],
    [
      'run ended without a pass stays in progress',
      {
        courseRun: { isArchived: true, endDate: '2020-01-01T00:00:00Z' },
        certificate: { isEarned: false, isDownloadable: false },
        gradeData: { isPassing: false },
      },
      false,
    ],
  ])('%s → %s', (_, changes, passing) => {
    const card = stockCard(changes);
    expect(isPassingCard(card)).toBe(passing);
    expect(enrolledCourseFromCard(card)?.progress).toEqual({
      complete_count: passing ? 1 : 0,
      incomplete_count: 0,
    });
  });
});
