import { describe, expect, it } from 'vitest';
import { LearnerHomeInit } from './learnerHome.ts';
import { learnerHomeCourseCard, learnerHomeEntitlementCard, learnerHomeInit } from './samples.ts';

describe('learner home', () => {
  const out = LearnerHomeInit.parse(learnerHomeInit);

  it('reads the global part', () => {
    expect(out.emailConfirmation).toEqual({
      isNeeded: true,
      sendEmailUrl: 'https://support.example.org/activation',
    });
    expect(out.enterpriseDashboard).toBeNull();
    expect(out.platformSettings.courseSearchUrl).toBe('/courses');
    expect(out.suggestedCourses.map((s) => s.courseName)).toEqual(['Suggested course 1']);
  });

  it('reads a course run card: run, resume link, access, certificate, grade, programs', () => {
    const [card] = out.courses;
    expect(card?.courseRun).toMatchObject({
      courseId: 'course-v1:edX+DemoX+Demo_Course',
      isStarted: true,
      minPassingGrade: '0.70',
      resumeUrl: learnerHomeCourseCard.courseRun.resumeUrl,
    });
    expect(card?.enrollment).toMatchObject({
      hasStarted: true,
      isVerified: true,
      lastEnrolled: '2030-11-10T08:00:00Z',
    });
    expect(card?.certificate).toMatchObject({
      isDownloadable: true,
      certPreviewUrl: '/certificates/0d9a3c1e',
    });
    expect(card?.gradeData).toEqual({ isPassing: true });
    expect(card?.courseProvider).toEqual({ name: 'edX Course Provider' });
    expect(card?.programs.relatedPrograms[0]?.title).toBe('Relativity in Modern Mechanics');
    expect(card?.course.socialShareUrl).toBe(learnerHomeCourseCard.course.socialShareUrl);
    expect(card?.enrollment.mode).toBe('verified');
    expect(card?.credit).toEqual(learnerHomeCourseCard.credit);
  });

  it('reads the sharing settings of each site', () => {
    expect(out.socialShareSettings).toEqual({
      facebook: { isEnabled: true, socialBrand: 'ExampleAcademy', utmParams: 'utm_source=facebook' },
      twitter: { isEnabled: false, socialBrand: 'edX.org', utmParams: null },
    });
  });

  it('reads an unfulfilled entitlement card: no run, certificate, grade or provider', () => {
    const card = out.courses[1];
    expect(card).toMatchObject({ courseRun: null, certificate: null, gradeData: null, courseProvider: null });
    expect(card?.course.courseName).toBe(learnerHomeEntitlementCard.course.courseName);
    expect(card?.enrollment).toMatchObject({ isEnrolled: false, mode: null });
    expect(card?.credit).toEqual({
      providerStatusUrl: null,
      providerName: null,
      providerId: null,
      error: false,
      purchased: false,
      requestStatus: null,
    });
  });

  it('fills a missing global part with defaults', () => {
    expect(LearnerHomeInit.parse({ courses: [] })).toEqual({
      emailConfirmation: { isNeeded: false, sendEmailUrl: null },
      enterpriseDashboard: null,
      platformSettings: { supportEmail: null, billingEmail: null, courseSearchUrl: null },
      courses: [],
      socialShareSettings: {
        facebook: { isEnabled: false, socialBrand: null, utmParams: null },
        twitter: { isEnabled: false, socialBrand: null, utmParams: null },
      },
      suggestedCourses: [],
    });
  });
});
