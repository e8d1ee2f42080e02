/**
 * The catalogue sources by release: an older release answers as its LMS would, 404 for a URL it does
 * not have and an unknown form field ignored (the courseware API and `org_image_url` arrive with Ulmo,
 * edx-search's start-date sort with 4.3.0 in Ulmo, `course_list_search` with 4.4.0 in Verawood).
 */
import type { OpenedxRelease } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCourse, startServer, type TestServer } from './harness.ts';
import { stockCall, stockParsed } from './stockCalls.ts';

const servers = new Map<OpenedxRelease, TestServer>();
beforeAll(async () => {
  for (const release of ['sumac', 'ulmo'] as const)
    servers.set(release, await startServer({ platformApi: 'openedx', openedxRelease: release }));
});
afterAll(async () => {
  for (const server of servers.values()) await server.app.close();
});

const on = (release: OpenedxRelease) => servers.get(release)!;
const discovery = async (release: OpenedxRelease, body: Record<string, unknown>) =>
  stockParsed('courseDiscovery', await stockCall(on(release).app, 'courseDiscovery', { body }));
const startsOf = (answer: Awaited<ReturnType<typeof discovery>>) => answer.results.map((r) => r.data.start);

describe.each([
  ['sumac', { courseware: 404, listSearch: 404, sorts: false, orgImages: false }],
  ['ulmo', { courseware: 200, listSearch: 404, sorts: true, orgImages: true }],
] as const)('on %s', (release, expected) => {
  it(`answers the courseware API ${expected.courseware}`, async () => {
    const courseId = fixtureCourse(on(release).db, 'python').courseKey;
    const response = await stockCall(on(release).app, 'coursewareCourse', {
      params: { course_id: courseId },
    });
    expect(response.statusCode).toBe(expected.courseware);
  });

  it(`answers course_list_search ${expected.listSearch}`, async () => {
    const response = await stockCall(on(release).app, 'courseListSearch', { body: { org: ['AtriumX'] } });
    expect(response.statusCode).toBe(expected.listSearch);
  });

  it(expected.sorts ? 'sorts by start date when asked' : 'ignores the start-date sort field', async () => {
    const plain = await discovery(release, { page_size: 50 });
    const sorted = await discovery(release, { page_size: 50, enable_course_sorting_by_start_date: 'true' });
    const starts = startsOf(sorted);
    if (expected.sorts) {
      expect(starts).toEqual([...starts].sort());
      expect(starts).not.toEqual(startsOf(plain));
    } else {
      expect(starts).toEqual(startsOf(plain));
      // An unknown field is not read at all, whatever its value.
      const odd = await stockCall(on(release).app, 'courseDiscovery', {
        body: { enable_course_sorting_by_start_date: 'maybe' },
      });
      expect(odd.statusCode).toBe(200);
    }
  });

  it(expected.orgImages ? 'indexes org_image_url' : 'indexes no org_image_url', async () => {
    const response = await stockCall(on(release).app, 'courseDiscovery', { body: { page_size: 5 } });
    const results = response.json<{ results: { data: Record<string, unknown> }[] }>().results;
    expect(results).toHaveLength(5);
    for (const hit of results) expect('org_image_url' in hit.data).toBe(expected.orgImages);
  });
});
