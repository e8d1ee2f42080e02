import { CourseDiscoveryResults } from '@atrium/contract';
import { meilisearchDiscoveryAnswer } from '@atrium/contract/samples';
import { describe, expect, it } from 'vitest';
import {
  named,
  orgCodeOfCourseKey,
  orgsOfDiscovery,
  partnerListPage,
  type OrgFacts,
} from './partnerShape.ts';

const LMS = 'https://lms.example.org';

describe('orgCodeOfCourseKey', () => {
  it.each([
    ['course-v1:OpenEdx+201+2031', 'OpenEdx'],
    ['edX/DemoX/Demo_Course', 'edX'],
    ['library-v1:Org+Lib', null],
    ['nonsense', null],
  ])('%s: %s', (key, code) => {
    expect(orgCodeOfCourseKey(key)).toBe(code);
  });
});

describe('orgsOfDiscovery', () => {
  it('lists each counted org, most courses first, with the first logo its courses carry (made absolute)', () => {
    const answer = CourseDiscoveryResults.parse({
      ...meilisearchDiscoveryAnswer,
      aggs: { org: { terms: { dev: 1, OpenEdx: 3.0, Empty: 0 }, total: 4, other: 0 } },
    });
    expect(orgsOfDiscovery(answer, LMS)).toEqual([
      {
        code: 'OpenEdx',
        courses: 3,
        logo: `${LMS}/asset-v1:OpenEdx+201+2031+type@asset+block@org_image.jpg`,
        name: 'OpenEdx',
        description: '',
      },
      { code: 'dev', courses: 1, logo: null, name: 'dev', description: '' },
    ]);
  });
});

describe('named', () => {
  const org: OrgFacts = { code: 'X', courses: 2, logo: null, name: 'X', description: '' };
  it.each<[string, Partial<OrgFacts> | undefined, Partial<OrgFacts>]>([
    ['unknown: its code', undefined, { name: 'X', logo: null }],
    [
      'named by the API',
      { name: 'X University', description: 'About', logo: 'l.png' },
      { name: 'X University', description: 'About', logo: 'l.png' },
    ],
    ['an empty name keeps the code', { name: '' }, { name: 'X' }],
  ])('%s', (_, known, expected) => {
    const names = new Map(known ? [['X', known]] : []);
    expect(named(org, names)).toMatchObject(expected);
  });

  it("keeps the index's logo before the API's", () => {
    expect(named({ ...org, logo: 'index.png' }, new Map([['X', { logo: 'api.png' }]])).logo).toBe(
      'index.png',
    );
  });
});

describe('partnerListPage', () => {
  const orgs: OrgFacts[] = ['Beta', 'alpha', 'Gamma'].map((name, i) => ({
    code: name.toLowerCase(),
    courses: 3 - i,
    logo: null,
    name,
    description: '',
  }));
  it.each([
    [{}, ['Beta', 'alpha', 'Gamma'], 1],
    [{ ordering: 'ascending' as const }, ['alpha', 'Beta', 'Gamma'], 1],
    [{ ordering: 'descending' as const }, ['Gamma', 'Beta', 'alpha'], 1],
    [{ name: 'ALP' }, ['alpha'], 1],
    [{ page_size: 2 }, ['Beta', 'alpha'], 2],
    [{ page_size: 2, page: 2 }, ['Gamma'], 2],
  ])('%j: %j in %i pages', (query, names, pages) => {
    const page = partnerListPage(orgs, query, 6);
    expect(page.results.map(({ organization }) => organization.name)).toEqual(names);
    expect(page.num_pages).toBe(pages);
    expect(page.metadata.total_courses).toBe(6);
  });
});
