/** Every endpoint of the contract table answers, and its answer parses with the contract's schema. */
import { endpoints, type EndpointName } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, CookieJar, TestServer } from './harness.ts';
import { call, fixtureCourse, parsed, signIn, startServer } from './harness.ts';

let server: TestServer;
let learner: CookieJar;

beforeAll(async () => {
  server = await startServer();
  learner = await signIn(server.app, 'learner');
});

/** One realistic request per endpoint; the Record type makes a forgotten endpoint a compile error. */
function requests(): Record<EndpointName, CallOptions[]> {
  const python = fixtureCourse(server.db, 'python');
  const paid = fixtureCourse(server.db, 'paid-usd');
  const prerequisite = fixtureCourse(server.db, 'prerequisite');
  // Seeded as one of learner's courses, so leaving it needs no enrollment made by another test first.
  const enrolled = fixtureCourse(server.db, 'visited-current');
  const partner = server.db
    .prepare('SELECT short_name FROM organizations WHERE id = 1')
    .pluck()
    .get() as string;
  const instructor = server.db.prepare('SELECT slug FROM instructors WHERE id = 1').pluck().get() as string;
  const program = server.db.prepare('SELECT slug FROM programs WHERE id = 1').pluck().get() as string;
  return {
    mfeConfig: [{ query: { mfe: 'atrium' } }],
    instanceConfig: [{}],
    activeLanguages: [{}],
    dynamicFeatures: [{}],
    // The language the page shows: the admin-console answers every language whatever is asked.
    footerSection: [{}, { query: { language: 'fr' } }],
    welcomeSection: [{}],
    customPage: [{ params: { page: 'about' } }, { params: { page: 'xss-check' } }],
    popularSubjects: [{}],
    subjectList: [
      { query: { page_size: 25, page: 1 } },
      { query: { featured: true, page_size: 10 } },
      { query: { featured: true, page_size: 15, page: 1 } },
      { query: { page: 1, 'has-courses-count': true, title: 'sci' } },
      { query: { page: 1, 'with-courses': true } },
    ],
    partnerList: [
      { query: { popular: true } },
      { query: { page: 1, ordering: 'recent', 'has-courses-count': true, name: '' } },
      { query: { 'has-courses-count': true, name: 'uni' } },
      { query: { page: 1, ordering: 'ascending', 'has-courses-count': true, name: 'a' } },
    ],
    partnerDetail: [{ params: { short_name: partner } }],
    partnerInstructors: [{ params: { short_name: partner }, query: { page_size: 4, page: 1 } }],
    popularCourses: [
      { query: { target: 'partner', partner_shortname: partner } },
      { query: { target: 'instructor', instructor_slug: instructor } },
    ],
    instructorDetail: [{ params: { slug: instructor } }],
    instructorList: [{ query: { page: 1, search_query: '' } }],
    languagesWithCourses: [{}],
    courseMetadata: [{ params: { slug: python.slug } }],
    courseInstructors: [{ params: { slug: python.slug } }],
    courseToc: [{ params: { course_id: python.courseKey } }],
    discoverySearch: [
      { query: { page_size: 12, page_index: 0, sort: '' }, body: { search_string: 'python' } },
      { query: { page_size: 8, page_index: 0, sort: 'popular' }, body: {} },
      { query: { page_size: 12, page_index: 0, sort: 'A-Z' }, body: { learning_type: ['program'] } },
      { jar: learner, body: { search_string: 'data' } },
    ],
    paidCourse: [{ params: { course_id: paid.courseKey } }],
    program: [{ params: { slug: program } }],
    userAccount: [{ jar: learner, params: { username: 'learner' } }],
    updatePreferences: [{ jar: learner, params: { username: 'learner' }, body: { 'pref-lang': 'fa' } }],
    sendActivationEmail: [{ jar: learner }],
    enrollmentList: [
      { jar: learner, query: { ordering: 'recent', page: 1, progress: 'in-progress' } },
      { jar: learner, query: { ordering: 'recent', page: 1, progress: 'completed' } },
      { jar: learner, query: { ordering: 'recent', page: 1, page_size: 5 } },
    ],
    enrollmentStatus: [
      { jar: learner, params: { course_id: python.courseKey } },
      { jar: learner, params: { course_id: prerequisite.courseKey } },
    ],
    enroll: [{ jar: learner, body: { course_details: { course_id: python.courseKey } } }],
    unenroll: [{ jar: learner, body: { course_id: enrolled.courseKey } }],
    courseOutline: [{ jar: learner, params: { course_id: prerequisite.courseKey } }],
    prereqStatus: [{ jar: learner, params: { course_slug: prerequisite.slug } }],
    createTransaction: [{ jar: learner, body: { course_id: paid.courseKey, username: 'learner' } }],
    outbox: [{ jar: learner }],
    csrfToken: [{}],
    refreshToken: [{ jar: learner }],
  };
}

describe('every endpoint of the contract', () => {
  it('has a request here (and nothing else)', () => {
    expect(Object.keys(requests()).sort()).toEqual(Object.keys(endpoints).sort());
  });

  for (const name of Object.keys(endpoints) as EndpointName[]) {
    it(`${name} answers ${endpoints[name].status} with a body its schema accepts`, async () => {
      for (const request of requests()[name]) {
        const response = await call(server.app, name, request);
        parsed(name, response);
        if (endpoints[name].status === 200)
          expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });
  }
});
