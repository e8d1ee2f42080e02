import { describe, expect, it } from 'vitest';
import { CourseApiDetail, CourseApiListQuery, CourseApiPage } from './courses.ts';
import { courseApiDetail } from './samples.ts';

describe('Course API', () => {
  it('reads the detail view, its media and its overview', () => {
    const out = CourseApiDetail.parse(courseApiDetail);
    expect(out).toMatchObject({
      id: 'course-v1:edX+DemoX+Demo_Course',
      name: 'Demonstration Course',
      org: 'edX',
      pacing: 'instructor',
      start_type: 'timestamp',
      enrollment_end: null,
      overview: courseApiDetail.overview,
    });
    expect(out.media.course_image.uri).toBe(courseApiDetail.media.course_image.uri);
    expect(out.media.image.small).toBe(courseApiDetail.media.image.small);
    expect(out).not.toHaveProperty('course_id');
  });

  it('reads a list page, with its pagination', () => {
    const listed: Partial<typeof courseApiDetail> = { ...courseApiDetail };
    delete listed.overview;
    const out = CourseApiPage.parse({
      results: [listed, { name: 'no id' }],
      pagination: {
        next: 'https://lms.example.org/api/courses/v1/courses/?page=2',
        previous: null,
        count: 11,
        num_pages: 2,
      },
    });
    expect(out.results.map((c) => c.id)).toEqual([courseApiDetail.id]);
    expect(out.pagination).toEqual({
      count: 11,
      num_pages: 2,
      next: 'https://lms.example.org/api/courses/v1/courses/?page=2',
      previous: null,
    });
  });

  it('reads a course without media as one with no images', () => {
    const out = CourseApiDetail.parse({ id: 'course-v1:A+B+C', name: 'C' });
    expect(out.media).toEqual({
      course_image: { uri: null },
      course_video: { uri: null },
      image: { raw: null, small: null, large: null },
      banner_image: { uri: null, uri_absolute: null },
    });
    expect(out.is_enrolled).toBeUndefined();
  });

  it.each([
    [
      { page: '2', page_size: '500', org: 'edx' },
      { page: 2, page_size: 500, org: 'edx' },
    ],
    [{ search_term: 'soil' }, { search_term: 'soil' }],
  ])('list query %j reads as %j', (query, expected) => {
    expect(CourseApiListQuery.parse(query)).toEqual(expected);
  });
});
