import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { setDroppedItemReporter } from './lenient.ts';
import {
  additionalMetadata,
  courseDetail,
  courseSummary,
  discoveryHit,
  paidCourse,
  partnerRecord,
} from './samples.ts';
import { itRejects, itRejectsCases } from './test/itRejects.ts';

afterEach(() => setDroppedItemReporter(() => {}));

// The sample's metadata as parsed: the same, less what no card reads (the creation date; a
// prerequisite's id and partner). toEqual takes a property set to undefined for an absent one.
const parsedMetadata = {
  ...additionalMetadata,
  course_created_at: undefined,
  pre_req_courses: [{ course_slug: 'python-basics', display_name: 'Python Basics', cover: null }],
};

const parsedSummary = {
  course_slug: 'intro-data-science',
  instructors: [
    {
      name: 'Sara Ahmadi',
      slug: 'sara-ahmadi',
      short_bio: 'Data scientist',
      image: 'https://lms.example.org/media/instructors/sara.jpg',
    },
  ],
  total_weeks_of_effort: 8,
  hours_effort_per_week_min: 3,
  hours_effort_per_week_max: 5,
  additional_metadata: parsedMetadata,
  paid_course: {
    active: true,
    price: 4900,
    currency: 'USD',
    course_id: 'course-v1:TID+DS101+2024',
    has_trial: true,
    trial_end: '2030-01-01T00:00:00Z',
    show_price_on_trial: false,
    price_label: null,
  },
  partner: {
    organization: {
      id: 7,
      name: 'Tehran Institute of Data',
      short_name: 'TID',
      description: 'A research institute.',
      logo: 'https://lms.example.org/media/org/tid.svg',
    },
    header: 'https://lms.example.org/media/org/tid-header.jpg',
    featured: true,
    courses_count: 12,
  },
};

const minimalCourse = { course_slug: 'art-101', additional_metadata: { display_name: 'Art 101' } };

describe('popular courses (B6)', () => {
  const schema = endpoints.popularCourses.response;

  it('parses course cards, upper-cases the currency and strips extra fields', () => {
    expect(schema.parse([courseSummary])).toEqual([parsedSummary]);
  });

  it('defaults every optional field of a minimal card (free course, no partner)', () => {
    expect(schema.parse([minimalCourse])).toEqual([
      {
        course_slug: 'art-101',
        instructors: [],
        total_weeks_of_effort: null,
        hours_effort_per_week_min: null,
        hours_effort_per_week_max: null,
        additional_metadata: {
          display_name: 'Art 101',
          short_description: '',
          org: '',
          language: null,
          self_paced: false,
          certificate_enabled: false,
          course_image_url: null,
          total_enrollments: 0,
          last_modification_date: null,
          enrollment_start: null,
          enrollment_end: null,
          course_start: null,
          course_end: null,
          effort: null,
          sections_count: 0,
          units_count: 0,
          about_overview: '',
          intro_video: null,
          invitation_only: false,
          max_enrollments: null,
          pre_req_courses: [],
        },
        paid_course: {
          active: false,
          price: 0,
          currency: 'USD',
          course_id: '',
          has_trial: false,
          trial_end: null,
          show_price_on_trial: false,
          price_label: null,
        },
        partner: null,
      },
    ]);
  });

  it('drops bad cards one by one and reports them', () => {
    const reports: string[] = [];
    setDroppedItemReporter((where) => reports.push(where));
    const bad = [
      { ...minimalCourse, course_slug: null },
      { ...minimalCourse, course_slug: '' },
      { additional_metadata: minimalCourse.additional_metadata },
      { course_slug: 'x' },
      { ...minimalCourse, additional_metadata: { display_name: 3 } },
      { ...minimalCourse, paid_course: { ...paidCourse, price: '49' } },
      { ...minimalCourse, partner: { organization: null } },
    ];
    expect(schema.parse([...bad, minimalCourse]).map((c) => c.course_slug)).toEqual(['art-101']);
    expect(reports).toEqual(Array.from(bad, () => 'course'));
  });

  itRejects(schema, [null, { results: [] }, 'courses']);
});

describe('course metadata (B11)', () => {
  const schema = endpoints.courseMetadata.response;

  it('parses everything the course page shows', () => {
    expect(schema.parse(courseDetail)).toEqual({
      ...parsedSummary,
      course_id: 'course-v1:TID+DS101+2024',
      what_you_will_learn: ['Clean data', 'Plot data'],
      requirements: ['Curiosity'],
      transcript_langs: ['en', 'fa'],
    });
  });

  it('defaults missing lists to empty ones', () => {
    const out = schema.parse({ ...minimalCourse, course_id: 'course-v1:A+B+C', requirements: null });
    expect([out.what_you_will_learn, out.requirements, out.transcript_langs]).toEqual([[], [], []]);
  });

  itRejectsCases(schema, [
    ['course_id missing', courseSummary],
    ['course_id empty', { ...courseDetail, course_id: '' }],
    ['additional_metadata missing', { course_slug: 'x', course_id: 'course-v1:A+B+C' }],
    ['what_you_will_learn a string', { ...courseDetail, what_you_will_learn: 'Clean data' }],
    [
      'self_paced a string',
      { ...courseDetail, additional_metadata: { ...additionalMetadata, self_paced: 'true' } },
    ],
  ]);
});

describe('course table of contents (B13)', () => {
  const schema = endpoints.courseToc.response;
  const unit = { name: 'Welcome', lms_url: 'https://lms.example.org/courses/x/jump_to/u1', type: 'video' };

  it('parses sections, subsections and units', () => {
    const toc = {
      toc: {
        name: 'Introduction to Data Science',
        lms_url: 'https://lms.example.org/courses/x/jump_to/c',
        sections: [
          {
            name: 'Week 1',
            lms_url: 'https://lms.example.org/s1',
            subsections: [{ name: 'Start', lms_url: null, units: [unit, { type: 'other' }] }],
          },
        ],
      },
    };
    expect(schema.parse(toc)).toEqual({
      toc: {
        ...toc.toc,
        sections: [
          { ...toc.toc.sections[0], subsections: [{ name: 'Start', lms_url: null, units: [unit] }] },
        ],
      },
    });
  });

  it('defaults an empty outline', () => {
    expect(schema.parse({ toc: {} })).toEqual({ toc: { name: '', lms_url: null, sections: [] } });
  });

  itRejects(schema, [{}, { toc: null }, { toc: { sections: 'none' } }]);
});

describe('paid course (B15)', () => {
  const schema = endpoints.paidCourse.response;

  it('keeps what matters, upper-cases the currency', () => {
    expect(schema.parse(paidCourse)).toEqual({
      course_id: 'course-v1:TID+DS101+2024',
      price: 4900,
      currency: 'USD',
      has_trial: true,
    });
  });

  it('defaults an empty answer', () => {
    expect(schema.parse({})).toEqual({ course_id: '', price: 0, currency: 'USD', has_trial: false });
  });

  it.each([
    ['irr', 'IRR'],
    [' Eur ', 'EUR'],
    ['', 'USD'],
    [null, 'USD'],
  ])('currency %j → %j (also in course cards)', (currency, expected) => {
    expect(schema.parse({ currency }).currency).toBe(expected);
    const card = endpoints.popularCourses.response.parse([
      { ...minimalCourse, paid_course: { ...paidCourse, currency } },
    ]);
    expect(card[0]?.paid_course?.currency).toBe(expected);
  });

  itRejects(schema, [{ price: '4900' }, { has_trial: 'yes' }, { currency: 840 }, null]);
});

describe('program (Atrium extension)', () => {
  const schema = endpoints.program.response;

  it('parses partners, courses and an upper-cased price', () => {
    const out = schema.parse({
      slug: 'data-path',
      title: 'Data Path',
      subtitle: 'From zero to analyst',
      description: '<p>Three courses</p>',
      image: '/p/data.jpg',
      partners: [partnerRecord],
      courses: [courseSummary, { course_slug: 'broken' }],
      total_weeks_of_effort: 24,
      price: { price: 12000, currency: 'eur' },
    });
    expect(out).toEqual({
      slug: 'data-path',
      title: 'Data Path',
      subtitle: 'From zero to analyst',
      description: '<p>Three courses</p>',
      image: '/p/data.jpg',
      partners: [expect.objectContaining({ courses_count: 12 })],
      courses: [parsedSummary],
      total_weeks_of_effort: 24,
      price: { price: 12000, currency: 'EUR' },
    });
  });

  it('defaults a minimal program', () => {
    expect(schema.parse({ slug: 'p', title: 'P' })).toEqual({
      slug: 'p',
      title: 'P',
      subtitle: '',
      description: '',
      image: null,
      partners: [],
      courses: [],
      total_weeks_of_effort: null,
      price: null,
    });
  });

  itRejectsCases(schema, [
    ['slug missing', { title: 'P' }],
    ['title a number', { slug: 'p', title: 1 }],
    ['courses an object', { slug: 'p', title: 'P', courses: {} }],
    ['price a number', { slug: 'p', title: 'P', price: 120 }],
  ]);
});

describe('discovery search (B14)', () => {
  const schema = endpoints.discoverySearch.response;

  it('parses hits and total; a program hit keeps its flag', () => {
    const program = { data: { ...discoveryHit.data, id: 'program-data-path' }, isProgram: true };
    const out = schema.parse({
      results: [discoveryHit, program, { data: { id: 'x' } }],
      total: 2,
    });
    expect(out).toEqual({
      results: [
        {
          data: {
            id: 'course-v1:TID+DS101+2024',
            content: { display_name: 'Introduction to Data Science' },
            course_metadata: parsedSummary,
          },
          isProgram: false,
        },
        {
          data: {
            id: 'program-data-path',
            content: { display_name: 'Introduction to Data Science' },
            course_metadata: parsedSummary,
          },
          isProgram: true,
        },
      ],
      total: 2,
    });
  });

  it('defaults an empty answer', () => {
    expect(schema.parse({})).toEqual({ results: [], total: 0 });
  });

  it('reads facet counts in the edx-search shape, with missing or null facets absent', () => {
    const out = schema.parse({
      results: [],
      total: 3,
      facets: {
        subjects: { terms: { Physics: 2, History: 1 }, total: 3, other: 0 },
        language_codes: { terms: { en: 3 }, total: 3 },
        availability: null,
        modes: { terms: { audit: 3 }, total: 3, other: 0 },
        topics: { terms: { x: 3 }, total: 3, other: 0 },
      },
    });
    expect(out.facets).toEqual({
      subjects: { terms: { Physics: 2, History: 1 }, total: 3, other: 0 },
      language_codes: { terms: { en: 3 }, total: 3, other: 0 },
      modes: { terms: { audit: 3 }, total: 3, other: 0 },
    });
    expect(schema.parse({ results: [], total: 0, facets: null }).facets).toBeUndefined();
  });

  it.each([
    ['a string', '2'],
    ['negative', -1],
    ['a fraction', 1.5],
    ['null', null],
  ])('drops a facet count that is %s, keeping the others', (_label, bad) => {
    const out = schema.parse({ facets: { partners: { terms: { A: 1, B: bad }, total: 1, other: 0 } } });
    expect(out.facets?.partners?.terms).toEqual({ A: 1 });
  });

  itRejectsCases(schema, [
    ['facets a list', { facets: [] }],
    ['terms a list', { facets: { subjects: { terms: [1], total: 1, other: 0 } } }],
    ['total a string', { facets: { subjects: { terms: {}, total: '1', other: 0 } } }],
  ]);

  itRejects(schema, [{ total: '2' }, { results: 'none' }, []]);
});
