import { CourseDetail } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { courseStructuredData } from './courseStructuredData.ts';

const URL_OF_PAGE = 'https://learn.example.org/course/python/';
const PAGE = { url: URL_OF_PAGE, lmsBaseUrl: 'https://lms.example.org' };

function course(
  overrides: {
    meta?: Record<string, unknown>;
    paid?: unknown;
    partner?: unknown;
    effort?: Record<string, unknown>;
    instructors?: unknown[];
  } = {},
) {
  return CourseDetail.parse({
    course_slug: 'python',
    course_id: 'course-v1:Acme+PY101+2026',
    instructors: overrides.instructors ?? [],
    ...overrides.effort,
    additional_metadata: {
      display_name: 'Introduction to Python',
      short_description: 'Learn Python from scratch.',
      org: 'Acme',
      language: 'en',
      course_image_url: '/asset-v1:Acme+PY101+2026/cover.jpg',
      course_start: '2026-01-10T00:00:00Z',
      course_end: '2026-06-30T00:00:00Z',
      ...overrides.meta,
    },
    paid_course: overrides.paid ?? null,
    partner: overrides.partner ?? null,
  });
}

describe('courseStructuredData', () => {
  it('names the course, its address, code, picture, language and dates from the answer', () => {
    expect(courseStructuredData(course(), PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Introduction to Python',
      description: 'Learn Python from scratch.',
      url: URL_OF_PAGE,
      courseCode: 'course-v1:Acme+PY101+2026',
      // A relative picture is on the LMS, as the page shows it (common/course-card/imageUrl.ts).
      image: 'https://lms.example.org/asset-v1:Acme+PY101+2026/cover.jpg',
      inLanguage: 'en',
      provider: { '@type': 'Organization', name: 'Acme' },
      // The admin console's null price is a free course (the earlier client's reading).
      offers: { '@type': 'Offer', category: 'Free', price: 0 },
      isAccessibleForFree: true,
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        startDate: '2026-01-10T00:00:00Z',
        endDate: '2026-06-30T00:00:00Z',
      },
    });
  });

  it.each([
    [
      'paid: the platform’s amount in whole units of its currency',
      { active: true, price: 4999, currency: 'usd' },
      { '@type': 'Offer', category: 'Paid', price: 49.99, priceCurrency: 'USD' },
    ],
    [
      'paid in rials: rials, which the page shows as toman',
      { active: true, price: 4900000, currency: 'IRR' },
      { '@type': 'Offer', category: 'Paid', price: 4900000, priceCurrency: 'IRR' },
    ],
    [
      'paid with a trial: still its price',
      { active: true, price: 4900, currency: 'USD', has_trial: true },
      { '@type': 'Offer', category: 'Paid', price: 49, priceCurrency: 'USD' },
    ],
    [
      'not an active paid course: free',
      { active: false, price: 49, currency: 'USD' },
      { '@type': 'Offer', category: 'Free', price: 0 },
    ],
    [
      'priced at zero: free',
      { active: true, price: 0, currency: 'USD' },
      { '@type': 'Offer', category: 'Free', price: 0 },
    ],
  ])('offers, %s', (_, paid, expected) => {
    expect(courseStructuredData(course({ paid }), PAGE).offers).toEqual(expected);
  });

  it('a stock platform that did not say the price: no offer, and not called free', () => {
    const data = courseStructuredData({ ...course(), paid_course: null }, PAGE);
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('isAccessibleForFree');
  });

  it('a partner is the provider, its logo made absolute', () => {
    const partner = {
      organization: { id: 1, name: 'Acme University', short_name: 'Acme', logo: '/media/acme.png' },
    };
    expect(courseStructuredData(course({ partner }), PAGE).provider).toEqual({
      '@type': 'EducationalOrganization',
      name: 'Acme University',
      logo: 'https://lms.example.org/media/acme.png',
    });
  });

  it.each([
    [
      'no description, picture, language or dates',
      {
        short_description: ' ',
        course_image_url: null,
        language: null,
        course_start: null,
        course_end: null,
      },
    ],
    ['a picture address that is not a web address', { course_image_url: 'javascript:alert(1)' }],
  ])('leaves out what the answer lacks: %s', (_, meta) => {
    const data = courseStructuredData(course({ meta }), PAGE);
    expect(data.image).toBeUndefined();
    if ('short_description' in meta) {
      expect(data).not.toHaveProperty('description');
      expect(data).not.toHaveProperty('inLanguage');
      expect(data.hasCourseInstance).toEqual({ '@type': 'CourseInstance', courseMode: 'Online' });
    }
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'hours a week for some weeks',
      { hours_effort_per_week_min: 3, hours_effort_per_week_max: 5, total_weeks_of_effort: 6 },
      { '@type': 'Schedule', duration: 'PT5H', repeatFrequency: 'Weekly', repeatCount: 6 },
    ],
    [
      'hours a week only',
      { hours_effort_per_week_min: 2.5 },
      { '@type': 'Schedule', duration: 'PT2.5H', repeatFrequency: 'Weekly' },
    ],
    ['weeks without hours: no schedule', { total_weeks_of_effort: 6 }, undefined],
    ['no effort at all: no schedule', {}, undefined],
  ])('the course’s schedule, %s', (_, effort, expected) => {
    const instance = courseStructuredData(course({ effort }), PAGE).hasCourseInstance as Record<
      string,
      unknown
    >;
    expect(instance.courseSchedule).toEqual(expected);
  });

  it('its instructors teach the course’s run', () => {
    const instructors = [
      { name: 'Ada Lovelace', slug: 'ada', short_bio: '', image: null },
      { name: 'Alan Turing', slug: 'alan', short_bio: '', image: null },
    ];
    expect(courseStructuredData(course({ instructors }), PAGE).hasCourseInstance).toMatchObject({
      instructor: [
        { '@type': 'Person', name: 'Ada Lovelace' },
        { '@type': 'Person', name: 'Alan Turing' },
      ],
    });
  });

  it('a description holding HTML is read as text', () => {
    const meta = { short_description: '<p>Learn <b>Python</b> &amp; more.</p>' };
    expect(courseStructuredData(course({ meta }), PAGE).description).toBe('Learn Python & more.');
  });
});
