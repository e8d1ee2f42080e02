import {
  courseApiDetail,
  meilisearchDiscoveryAnswer,
  stockOrganization,
  stockOrganizationPage,
} from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../../test/jwt.ts';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';

const SIGNED_IN = `csrftoken=tok; edx-jwt-cookie-header-payload=${jwtCookieValue({ preferred_username: 'lea' })}`;
const VISITOR = 'csrftoken=tok';
const ORGS = `${LMS}/api/organizations/v0/organizations/`;

/** A stock LMS: discovery's org facet, the Course API's display orgs, and the organizations API's `orgs` answer. */
function stockPlatform(orgs: () => Response = () => HttpResponse.json(stockOrganizationPage)) {
  const asked: string[] = [];
  const forms: Record<string, string>[] = [];
  server.use(
    http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
    http.post(`${LMS}/search/course_discovery/`, async ({ request }) => {
      asked.push('discovery');
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      forms.push(form);
      const results = meilisearchDiscoveryAnswer.results.filter(
        (hit) => !form.org || hit.data.org === form.org,
      );
      return HttpResponse.json({ ...meilisearchDiscoveryAnswer, results, total: results.length });
    }),
    http.get(`${LMS}/api/courses/v1/courses/`, ({ request }) => {
      asked.push(`courses ${new URL(request.url).search}`);
      return HttpResponse.json({
        results: [
          { ...courseApiDetail, id: 'course-v1:OpenEdx+201+2031', org: 'Open edX U' },
          { ...courseApiDetail, id: 'course-v1:dev+654+2032', org: 'dev' },
        ],
        pagination: { count: 2, num_pages: 1, next: null, previous: null },
      });
    }),
    http.get(ORGS, () => {
      asked.push('organizations');
      return orgs();
    }),
    http.get(`${ORGS}:short_name/`, () => {
      asked.push('organization');
      return HttpResponse.json(stockOrganization);
    }),
  );
  return { asked, forms };
}

describe('the partner list on a stock platform', () => {
  it('names a signed-in visitor the organisations of the organizations API, with counts and logos of the index', async () => {
    const { asked } = stockPlatform();
    const answer = await stockClient(SIGNED_IN).client.call('partnerList', { query: { popular: true } });
    expect(
      answer.results.map(({ organization, courses_count }) => [
        organization.short_name,
        organization.name,
        courses_count,
      ]),
    ).toEqual([
      // As many courses each: by code.
      ['dev', 'Dev', 1],
      ['OpenEdx', 'Open edX Demo University', 1],
    ]);
    // The index's logo first (org_image_url, made absolute), else the API's.
    expect(answer.results[1]?.organization.logo).toBe(
      `${LMS}/asset-v1:OpenEdx+201+2031+type@asset+block@org_image.jpg`,
    );
    expect(answer.results[1]?.organization.description).toBe(stockOrganization.description);
    expect(answer.metadata.total_courses).toBe(2);
    expect(asked).toEqual(expect.arrayContaining(['discovery', 'organizations']));
    expect(asked.some((call) => call.startsWith('courses'))).toBe(false);
  });

  it("never asks the organizations API for a visitor (it would answer 401): the courses' display org names them", async () => {
    const { asked } = stockPlatform();
    const answer = await stockClient(VISITOR).client.call('partnerList', { query: {} });
    expect(answer.results.map(({ organization }) => organization.name)).toEqual(['dev', 'Open edX U']);
    expect(asked).not.toContain('organizations');
  });

  it.each([404, 403])(
    "where the organizations API answers %i, names them by the courses' display org, and asks it no more this visit",
    async (status) => {
      const { asked } = stockPlatform(() => HttpResponse.json({ detail: 'Not found.' }, { status }));
      const { client } = stockClient(SIGNED_IN);
      const first = await client.call('partnerList', { query: {} });
      await client.call('partnerDetail', { params: { short_name: 'dev' } });
      expect(first.results.map(({ organization }) => organization.name)).toEqual(['dev', 'Open edX U']);
      expect(asked.filter((call) => call === 'organizations')).toHaveLength(1);
    },
  );

  it.each([
    [{ name: 'dev' }, ['dev']],
    [{ name: 'DEMO' }, ['OpenEdx']],
    [{ ordering: 'descending' as const }, ['OpenEdx', 'dev']],
    [{ ordering: 'ascending' as const }, ['dev', 'OpenEdx']],
    [{ page: 2, page_size: 1 }, ['OpenEdx']],
  ])('%j lists %j', async (query, codes) => {
    stockPlatform();
    const answer = await stockClient(SIGNED_IN).client.call('partnerList', { query });
    expect(answer.results.map(({ organization }) => organization.short_name)).toEqual(codes);
  });
});

describe('a partner on a stock platform', () => {
  it('has its name, description, logo and course count, and its courses from discovery filtered by org', async () => {
    const { forms } = stockPlatform();
    const { client } = stockClient(SIGNED_IN);
    const partner = await client.call('partnerDetail', { params: { short_name: 'OpenEdx' } });
    expect(partner.organization).toMatchObject({ name: 'Open edX Demo University', short_name: 'OpenEdx' });
    expect(partner.courses_count).toBe(1);
    const courses = await client.call('popularCourses', {
      query: { target: 'partner', partner_shortname: 'OpenEdx' },
    });
    expect(courses.map((course) => course.course_slug)).toEqual(['course-v1:OpenEdx+201+2031']);
    expect(forms.map((form) => form.org)).toEqual(['OpenEdx', 'OpenEdx']);
  });

  it('is not found where neither the index nor the organizations API knows it', async () => {
    stockPlatform(() => HttpResponse.json({ ...stockOrganizationPage, results: [] }));
    await expect(
      stockClient(SIGNED_IN).client.call('partnerDetail', { params: { short_name: 'Nobody' } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("names a visitor's partner by its courses' display org, asking one course of it", async () => {
    const { asked } = stockPlatform();
    const partner = await stockClient(VISITOR).client.call('partnerDetail', {
      params: { short_name: 'OpenEdx' },
    });
    expect(partner.organization.name).toBe('Open edX U');
    expect(asked).toContain('courses ?org=OpenEdx&page_size=1');
    expect(asked).not.toContain('organizations');
  });
});
