import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { Endpoint } from './endpoint.ts';
import { routerPath } from './endpoint.ts';
import { endpoints, type EndpointName } from './endpoints.ts';
import {
  courseDetail,
  courseSummary,
  discoveryHit,
  enrolledCourse,
  instructorDetail,
  partnerRecord,
} from './samples.ts';

const table = Object.entries(endpoints) as [EndpointName, Endpoint][];

/** One realistic answer per endpoint; the type makes a new endpoint without a sample a compile error. */
const answers: Record<EndpointName, unknown> = {
  mfeConfig: { LMS_BASE_URL: 'https://lms.example.org', SITE_NAME: 'Atrium' },
  instanceConfig: { platform_name: 'Atrium Academy', has_billing: true, logo: '/static/logo.svg' },
  activeLanguages: '[{"code": "en", "name": "English"}, {"code": "ar", "name": "العربية"}]',
  dynamicFeatures: { remove_edx_footer: false, replace_footer_branding: true, logo_url: null },
  footerSection: { description: { en: 'Learn' }, links: { en: { sections: [] } } },
  welcomeSection: { title: { en: 'Learn' }, image: null },
  customPage: { name: 'About', content: '<p>About</p>' },
  popularSubjects: { results: [{ title: 'Data', slug: 'data' }] },
  subjectList: { count: 1, next: null, results: [{ title: 'Data', slug: 'data' }], course_counter: 240 },
  partnerList: { count: 1, num_pages: 1, results: [partnerRecord] },
  partnerDetail: { ...partnerRecord, students_count: 5, instructors_count: 2 },
  partnerInstructors: { count: 1, next: null, results: [instructorDetail] },
  popularCourses: [courseSummary],
  instructorDetail,
  instructorList: { count: 1, next: null, results: [{ name: 'Ali', slug: 'ali', courses_count: 3 }] },
  languagesWithCourses: [{ code: 'en', name: 'English', course_count: 200 }],
  courseMetadata: courseDetail,
  courseInstructors: [instructorDetail],
  courseToc: { toc: { name: 'Course', lms_url: null, sections: [] } },
  discoverySearch: { results: [discoveryHit], total: 1 },
  paidCourse: { course_id: 'course-v1:A+B+C', price: 4900, currency: 'usd', has_trial: false },
  program: { slug: 'data-path', title: 'Data Path', courses: [courseSummary] },
  userAccount: { username: 'learner', is_active: true },
  updatePreferences: undefined,
  sendActivationEmail: null,
  enrollmentList: { count: 1, next: null, results: [enrolledCourse] },
  enrollmentStatus: { is_active: true, mode: 'audit' },
  enroll: {
    is_active: true,
    mode: 'honor',
    user: 'learner',
    course_details: { course_id: 'course-v1:A+B+C' },
  },
  unenroll: { course_id: 'course-v1:A+B+C', is_active: false },
  courseOutline: { resume_course: { url: null, has_visited_course: false } },
  prereqStatus: { fulfilled: true },
  createTransaction: { paymentURL: 'https://pay.example.org/t/1' },
  outbox: { results: [], count: 0 },
  csrfToken: { csrfToken: 'token' },
  refreshToken: null,
};

describe('the endpoint table', () => {
  it.each(table)('%s: path, method, access and status are well formed', (_name, e) => {
    expect(e.path.startsWith('/')).toBe(true);
    expect(e.path).not.toMatch(/[?#\s]/);
    expect(['GET', 'POST', 'PATCH']).toContain(e.method);
    expect(['public', 'session', 'learner']).toContain(e.access);
    expect([200, 204]).toContain(e.status);
    // Every placeholder becomes a router parameter: nothing unconverted is left.
    expect(routerPath(e.path)).not.toMatch(/[{}]/);
  });

  // A row's summary is a doc comment, not a field: the browser downloads every row, never a summary.
  it.each(['startEndpoints.ts', 'pageEndpoints.ts', 'openedx/endpoints.ts'])(
    '%s: every row says what it is in a doc comment',
    (file) => {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const rows = [...source.matchAll(/^( *)(\w+): endpoint\(\{$/gm)];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const before = source.slice(0, row.index).trimEnd().split('\n').at(-1) ?? '';
        expect(before, `${row[2]} in ${file}`).toMatch(/^ *\/\*\* \S.* \*\/$/);
      }
    },
  );

  it('has one endpoint per method and path', () => {
    const keys = table.map(([, e]) => `${e.method} ${routerPath(e.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends bodies only with unsafe methods', () => {
    for (const [name, e] of table) {
      if (e.method === 'GET') expect({ name, body: e.body }).toEqual({ name, body: undefined });
    }
  });

  // Paths that read or change one learner's data must never be answered to a visitor. The course
  // outline is not one: the LMS answers a visitor too, with no personal field filled.
  const learnerData =
    /^\/api\/(user|enrollment|course_home\/(?!outline\/))\/?|^\/api\/send_account_activation_email|^\/admin-console\/api\/(openedx|pre-req-status|create-transaction)\//;

  it.each(table.filter(([, e]) => learnerData.test(e.path)))(
    '%s reads learner data, so it is a learner endpoint',
    (_name, e) => {
      expect(e.access).toBe('learner');
    },
  );

  it('has exactly the learner endpoints of docs/contract.md, part C, and each serves learner data', () => {
    const learner = table.filter(([, e]) => e.access === 'learner');
    expect(learner.map(([name]) => name).sort()).toEqual([
      'createTransaction',
      'enroll',
      'enrollmentList',
      'enrollmentStatus',
      'outbox',
      'prereqStatus',
      'sendActivationEmail',
      'unenroll',
      'updatePreferences',
      'userAccount',
    ]);
    for (const [, e] of learner) expect(e.path).toMatch(learnerData);
  });

  it('lets visitors call what every page needs', () => {
    for (const name of [
      'instanceConfig',
      'activeLanguages',
      'discoverySearch',
      'courseMetadata',
      'csrfToken',
      'refreshToken',
    ] as const) {
      expect(endpoints[name].access).not.toBe('learner');
    }
  });

  it('marks the program endpoint, alone, as an Atrium extension a platform may lack', () => {
    const extensions = table.filter(([, e]) => e.extension !== undefined);
    expect(extensions.map(([name, e]) => [name, e.extension])).toEqual([['program', 'programs']]);
  });

  it('names the merge-patch body type for preferences and answers 204', () => {
    expect(endpoints.updatePreferences.bodyType).toBe('application/merge-patch+json');
    expect(endpoints.updatePreferences.status).toBe(204);
  });

  it.each(table)('%s: a realistic answer parses', (name, e) => {
    const result = e.response.safeParse(answers[name]);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('query schemas', () => {
  const accepts = (schema: z.ZodMiniType | undefined, input: unknown) =>
    schema?.safeParse(input).success ?? false;

  it('discovery search: strings from the server and numbers from the web give the same typed query', () => {
    const schema = endpoints.discoverySearch.query;
    expect(schema.parse({ page_size: '12', page_index: '0', sort: 'A-Z' })).toEqual({
      page_size: 12,
      page_index: 0,
      sort: 'A-Z',
    });
    expect(schema.parse({ page_size: 12, page_index: 3, sort: '' })).toEqual({
      page_size: 12,
      page_index: 3,
      sort: '',
    });
    expect(schema.parse({ sort: 'ascending' })).toEqual({ sort: 'ascending' });
    expect(schema.parse({})).toEqual({});
  });

  it.each([
    ['discovery page_size 0', endpoints.discoverySearch.query, { page_size: '0' }],
    ['discovery page_size 101', endpoints.discoverySearch.query, { page_size: '101' }],
    ['discovery page_index -1', endpoints.discoverySearch.query, { page_index: '-1' }],
    ['discovery unknown sort', endpoints.discoverySearch.query, { sort: 'newest' }],
    ['enrollments unknown progress', endpoints.enrollmentList.query, { progress: 'done' }],
    ['enrollments page 0', endpoints.enrollmentList.query, { page: '0' }],
    ['enrollments ordering', endpoints.enrollmentList.query, { ordering: 'oldest' }],
    ['subjects featured=yes', endpoints.subjectList.query, { featured: 'yes' }],
    ['subjects long title', endpoints.subjectList.query, { title: 'x'.repeat(201) }],
    ['partners unknown ordering', endpoints.partnerList.query, { ordering: 'popular' }],
    ['popular courses without target', endpoints.popularCourses.query, { partner_shortname: 'TID' }],
    ['popular courses unknown target', endpoints.popularCourses.query, { target: 'subject' }],
    ['instructors page junk', endpoints.instructorList.query, { page: 'two' }],
    ['partner instructors page 0', endpoints.partnerInstructors.query, { page: 0 }],
  ])('rejects %s', (_label, schema, input) => {
    expect(accepts(schema, input)).toBe(false);
  });

  it.each([
    [
      'enrollments',
      endpoints.enrollmentList.query,
      { ordering: 'recent', page: '2', progress: 'in-progress', search: 'data' },
      { ordering: 'recent', page: 2, progress: 'in-progress', search: 'data' },
    ],
    [
      'subjects',
      endpoints.subjectList.query,
      { page: '1', page_size: '25', 'has-courses-count': 'true', title: 'da ta' },
      { page: 1, page_size: 25, 'has-courses-count': true, title: 'da ta' },
    ],
    [
      'partners',
      endpoints.partnerList.query,
      { popular: true, ordering: 'descending', name: 'T' },
      { popular: true, ordering: 'descending', name: 'T' },
    ],
    [
      'popular courses',
      endpoints.popularCourses.query,
      { target: 'instructor', instructor_slug: 'sara' },
      { target: 'instructor', instructor_slug: 'sara' },
    ],
    ['runtime config', endpoints.mfeConfig.query, { mfe: 'atrium' }, { mfe: 'atrium' }],
  ])('parses the %s query', (_label, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });
});

describe('body schemas', () => {
  it('discovery: keeps the filters, strips unknown fields', () => {
    const body = {
      search_string: 'data',
      subjects: ['Data'],
      partners: ['TID'],
      instructors: ['Sara Ahmadi'],
      language_codes: ['en'],
      availability: ['current', 'self_paced'],
      learning_type: ['program'],
    };
    expect(endpoints.discoverySearch.body.parse({ ...body, page: 2 })).toEqual(body);
    expect(endpoints.discoverySearch.body.parse({})).toEqual({});
  });

  it.each([
    ['discovery search_string a number', endpoints.discoverySearch.body, { search_string: 5 }],
    ['discovery empty subject', endpoints.discoverySearch.body, { subjects: [''] }],
    ['discovery subjects a string', endpoints.discoverySearch.body, { subjects: 'Data' }],
    ['discovery unknown availability', endpoints.discoverySearch.body, { availability: ['soon'] }],
    ['discovery unknown learning type', endpoints.discoverySearch.body, { learning_type: ['video'] }],
    [
      'discovery 51 partners',
      endpoints.discoverySearch.body,
      { partners: Array.from({ length: 51 }, (_, i) => `p${i}`) },
    ],
    ['discovery long search', endpoints.discoverySearch.body, { search_string: 'x'.repeat(201) }],
    ['enroll flat course id', endpoints.enroll.body, { course_id: 'course-v1:A+B+C' }],
    ['enroll empty course id', endpoints.enroll.body, { course_details: { course_id: '' } }],
    ['unenroll without course id', endpoints.unenroll.body, {}],
    ['transaction without username', endpoints.createTransaction.body, { course_id: 'course-v1:A+B+C' }],
    ['preferences without pref-lang', endpoints.updatePreferences.body, { lang: 'fa' }],
    ['preferences one-letter language', endpoints.updatePreferences.body, { 'pref-lang': 'f' }],
  ])('rejects %s', (_label, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['enroll', endpoints.enroll.body, { course_details: { course_id: 'course-v1:A+B+C' } }],
    ['unenroll', endpoints.unenroll.body, { course_id: 'course-v1:A+B+C' }],
    ['transaction', endpoints.createTransaction.body, { course_id: 'course-v1:A+B+C', username: 'learner' }],
    ['preferences', endpoints.updatePreferences.body, { 'pref-lang': 'fa-IR' }],
  ])('parses the %s body', (_label, schema, input) => {
    expect(schema.parse(input)).toEqual(input);
  });
});
