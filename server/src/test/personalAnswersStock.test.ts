/**
 * The stock routes' answers are personal (`Cache-Control: no-store`, `Vary: Cookie`) unless the route
 * says its answer is the same for everyone: every route of the stock table is walked, as a learner and
 * as a visitor, refusals included (issue 35, item 1). The table's type makes a new route need a sample.
 */
import { openedxEndpoints, type OpenedxEndpointName } from '@atrium/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CookieJar, expectPersonal } from './harness.ts';
import { stockCall, type StockCallOptions } from './stockCalls.ts';
import { stockServerWith } from './stockServer.ts';

const stock = stockServerWith('learner');

/** One call of each stock route that a signed-in learner gets a 2xx for. */
const samples = (): { [N in OpenedxEndpointName]: StockCallOptions<N> } => ({
  courseDiscovery: { body: { search_string: 'data' } },
  courseListSearch: { body: { org: ['AtriumX', 'MeridianX'] } },
  coursewareCourse: { params: { course_id: stock.key('python') } },
  courseList: {},
  courseDetail: { params: { course_id: stock.key('python') } },
  courseEnrollmentDetails: { params: { course_id: stock.key('python') } },
  enrollment: { params: { username: 'learner', course_id: stock.key('visited-current') } },
  enrollments: {},
  createEnrollment: { body: { course_details: { course_id: stock.key('persian') } } },
  learnerHome: {},
  changeEnrollment: { body: { course_id: stock.key('arabic'), enrollment_action: 'enroll' } },
  footer: {},
  organizations: {},
  organization: { params: { short_name: 'AtriumX' } },
  progress: { params: { course_id: stock.key('visited-current') } },
  notificationCount: {},
});

/** The routes whose answer names no one: a cache may keep it. */
const SHARED: ReadonlySet<OpenedxEndpointName> = new Set([
  'courseList',
  'courseDetail',
  'courseEnrollmentDetails',
  'footer',
]);

const names = Object.keys(openedxEndpoints) as OpenedxEndpointName[];
const callAs = <N extends OpenedxEndpointName>(name: N, jar: CookieJar, extra: StockCallOptions<N> = {}) =>
  stockCall(stock.server.app, name, { ...samples()[name], ...extra, jar });

const expectShared = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
};

describe('stock routes', () => {
  it.each(names.filter((name) => !SHARED.has(name)))(
    '%s is personal for a learner and for a visitor (its refusal too)',
    async (name) => {
      const signedIn = await callAs(name, stock.jars.learner);
      expect(signedIn.statusCode, signedIn.body).toBeLessThan(300);
      expectPersonal(signedIn);
      expectPersonal(await callAs(name, new CookieJar()));
    },
  );

  it.each([...SHARED])('%s is the same for everyone, and stays cacheable', async (name) => {
    expectShared(await callAs(name, stock.jars.learner));
    expectShared(await callAs(name, new CookieJar()));
  });

  it('a course list or detail that names a learner is personal', async () => {
    expectPersonal(await callAs('courseList', stock.jars.learner, { query: { username: 'learner' } }));
    expectPersonal(await callAs('courseDetail', stock.jars.learner, { query: { username: 'learner' } }));
  });

  it('a refusal of a shared route is personal too', async () => {
    const unknown = await callAs('courseDetail', new CookieJar(), {
      params: { course_id: 'course-v1:No+Such+Run' },
    });
    expect(unknown.statusCode).toBe(404);
    expectPersonal(unknown);
  });

  it('the JSON footer tells caches that it depends on the Accept header', async () => {
    const vary = (await callAs('footer', new CookieJar())).headers.vary ?? '';
    expect(vary.toLowerCase()).toContain('accept');
  });
});
