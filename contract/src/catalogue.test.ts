import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { setDroppedItemReporter } from './lenient.ts';
import { instructorDetail, organization, partnerRecord } from './samples.ts';
import { itRejects, itRejectsCases } from './test/itRejects.ts';

afterEach(() => setDroppedItemReporter(() => {}));

const parsedOrganization = {
  id: 7,
  name: 'Tehran Institute of Data',
  short_name: 'TID',
  description: 'A research institute.',
  logo: 'https://lms.example.org/media/org/tid.svg',
};
const parsedPartner = {
  organization: parsedOrganization,
  header: 'https://lms.example.org/media/org/tid-header.jpg',
  featured: true,
  courses_count: 12,
};

describe('popular subjects (B1)', () => {
  const schema = endpoints.popularSubjects.response;

  it('parses results, defaults image and count, drops subjects without a slug', () => {
    const out = schema.parse({
      count: 2,
      results: [
        { title: 'Data', slug: 'data', image: '/s/data.jpg', courses_count: 4 },
        { title: 'No slug' },
        { title: 'Art', slug: 'art' },
      ],
    });
    expect(out).toEqual({
      results: [
        { title: 'Data', slug: 'data', image: '/s/data.jpg', courses_count: 4, some_of_its_courses: [] },
        { title: 'Art', slug: 'art', image: null, courses_count: null, some_of_its_courses: [] },
      ],
    });
  });

  it('treats missing results as none', () => {
    expect(schema.parse({})).toEqual({ results: [] });
  });

  itRejects(schema, [{ results: 'data' }, []]);
});

describe('subject list (B2)', () => {
  const schema = endpoints.subjectList.response;

  it('parses a page with the course counter', () => {
    const out = schema.parse({
      count: 30,
      next: 'https://lms.example.org/admin-console/api/subject-list/?page=2&page_size=25',
      previous: null,
      course_counter: 240,
      results: [{ id: 3, title: 'Data', slug: 'data', courses_count: 12 }],
    });
    expect(out).toEqual({
      count: 30,
      next: 'https://lms.example.org/admin-console/api/subject-list/?page=2&page_size=25',
      previous: null,
      course_counter: 240,
      results: [
        { id: 3, title: 'Data', slug: 'data', image: null, courses_count: 12, some_of_its_courses: [] },
      ],
    });
  });

  it('defaults count and links of a bare page', () => {
    expect(schema.parse({ results: [] })).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  itRejectsCases(schema, [
    ['results missing', { count: 1 }],
    ['count a string', { count: '1', results: [] }],
    ['next a number', { next: 2, results: [] }],
    ['course_counter a string', { course_counter: '240', results: [] }],
  ]);
});

describe('partner list (B3)', () => {
  const schema = endpoints.partnerList.response;

  it('parses a page with totals and strips legacy fields', () => {
    const out = schema.parse({
      count: 1,
      next: null,
      num_pages: 1,
      current_page: 1,
      metadata: { total_courses: 240, total_learners: 5000, total_instructors: 80 },
      results: [{ ...partnerRecord, instructors: { total_count: 0, instructors_list: [] } }],
    });
    expect(out).toEqual({
      count: 1,
      next: null,
      previous: null,
      num_pages: 1,
      metadata: { total_courses: 240, total_learners: 5000, total_instructors: 80, total_enrollments: 0 },
      results: [parsedPartner],
    });
  });

  it('defaults a popular answer that only has results', () => {
    const reports: string[] = [];
    setDroppedItemReporter((where) => reports.push(where));
    const out = schema.parse({
      results: [{ organization: { ...organization, id: 'seven' } }, { organization }],
    });
    expect(out).toEqual({
      count: 0,
      next: null,
      previous: null,
      num_pages: 1,
      metadata: { total_courses: 0, total_learners: 0, total_instructors: 0, total_enrollments: 0 },
      results: [{ organization: parsedOrganization, header: null, featured: false, courses_count: 0 }],
    });
    expect(reports).toEqual(['partner']);
  });

  itRejectsCases(schema, [
    ['results missing', {}],
    ['num_pages a string', { num_pages: '2', results: [] }],
    ['metadata a number', { metadata: 3, results: [] }],
  ]);
});

describe('partner detail (B4)', () => {
  const schema = endpoints.partnerDetail.response;

  it('parses counts and programs', () => {
    const out = schema.parse({
      ...partnerRecord,
      students_count: 900,
      instructors_count: 14,
      programs: [{ slug: 'data-path', title: 'Data Path', courses_count: 3 }, { title: 'No slug' }],
    });
    expect(out).toEqual({
      ...parsedPartner,
      students_count: 900,
      instructors_count: 14,
      programs: [{ slug: 'data-path', title: 'Data Path', image: null, courses_count: 3 }],
    });
  });

  it('defaults missing counts and programs', () => {
    expect(schema.parse({ organization })).toMatchObject({
      students_count: 0,
      instructors_count: 0,
      programs: [],
    });
  });

  itRejectsCases(schema, [
    ['organization missing', { students_count: 1 }],
    ['organization id missing', { organization: { name: 'X', short_name: 'X' } }],
    ['short_name empty', { organization: { ...organization, short_name: '' } }],
  ]);
});

describe('instructors (B5, B7, B8, B12)', () => {
  const parsedDetail = {
    name: 'Sara Ahmadi',
    slug: 'sara-ahmadi',
    short_bio: 'Data scientist',
    image: 'https://lms.example.org/media/instructors/sara.jpg',
    bio: '<p>Sara teaches data.</p>',
    courses_count: 2,
    students_count: 3400,
    website: 'https://sara.example.org',
    linkedin: 'https://www.linkedin.com/in/sara',
    facebook: null,
    twitter: 'https://x.com/sara',
    courses: ['course-v1:TID+DS101+2024', 'course-v1:TID+ML201+2024'],
  };

  it('parses an instructor detail with its course ids', () => {
    expect(endpoints.instructorDetail.response.parse(instructorDetail)).toEqual(parsedDetail);
  });

  it('keeps the course ids that are strings and drops the rest', () => {
    const answer = { ...instructorDetail, courses: ['course-v1:A+B+C', { id: 1 }, 7] };
    expect(endpoints.instructorDetail.response.parse(answer).courses).toEqual(['course-v1:A+B+C']);
  });

  it('defaults a minimal instructor', () => {
    expect(endpoints.instructorDetail.response.parse({ name: 'Ali', slug: 'ali' })).toEqual({
      name: 'Ali',
      slug: 'ali',
      short_bio: '',
      image: null,
      bio: '',
      courses_count: 0,
      students_count: 0,
      website: null,
      linkedin: null,
      facebook: null,
      twitter: null,
      courses: [],
    });
  });

  it('parses a page of partner instructors', () => {
    const withStats = Object.fromEntries(
      Object.entries(parsedDetail).filter(
        ([key]) => !['website', 'linkedin', 'facebook', 'twitter', 'courses'].includes(key),
      ),
    );
    expect(
      endpoints.partnerInstructors.response.parse({ count: 1, next: null, results: [instructorDetail] }),
    ).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [withStats],
    });
  });

  it('parses course instructors as a plain array, dropping nameless ones', () => {
    expect(
      endpoints.courseInstructors.response.parse([
        { name: 'Ali', slug: 'ali', courses_count: 3 },
        { slug: 'x' },
      ]),
    ).toEqual([
      { name: 'Ali', slug: 'ali', short_bio: '', image: null, bio: '', courses_count: 3, students_count: 0 },
    ]);
  });

  it('parses the instructor facet page', () => {
    expect(
      endpoints.instructorList.response.parse({
        count: 1,
        next: null,
        results: [{ name: 'Ali', slug: 'ali', courses_count: 3 }],
      }),
    ).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ name: 'Ali', slug: 'ali', courses_count: 3 }],
    });
  });

  it.each([
    ['instructor without slug', endpoints.instructorDetail.response, { name: 'Ali' }],
    ['instructor with numeric name', endpoints.instructorDetail.response, { name: 1, slug: 'a' }],
    [
      'instructor students_count a string',
      endpoints.instructorDetail.response,
      { name: 'A', slug: 'a', students_count: '9' },
    ],
    ['course instructors as an object', endpoints.courseInstructors.response, { results: [] }],
    ['facet page without results', endpoints.instructorList.response, { count: 0 }],
    ['partner instructors as a list', endpoints.partnerInstructors.response, []],
  ])('rejects %s', (_label, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('languages with courses (B9)', () => {
  const schema = endpoints.languagesWithCourses.response;

  it('parses a plain array and drops items without a code', () => {
    expect(
      schema.parse([{ code: 'en', name: 'English', course_count: 200 }, { name: 'Persian' }, { code: 'fa' }]),
    ).toEqual([
      { code: 'en', name: 'English', course_count: 200 },
      { code: 'fa', name: '', course_count: 0 },
    ]);
  });

  itRejects(schema, [{ results: [] }, 'en']);
});
