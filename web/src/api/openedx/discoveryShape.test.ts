import { CourseDiscoveryResults, NO_PAID_COURSE } from '@atrium/contract';
import { legacyElasticDiscoveryAnswer, meilisearchDiscoveryAnswer } from '@atrium/contract/samples';
import { describe, expect, it } from 'vitest';
import {
  facetCountForms,
  lmsAddress,
  resultsOfStock,
  stockDiscoveryForm,
  withFacetCounts,
} from './discoveryShape.ts';

const LMS = 'https://lms.test';

describe('stockDiscoveryForm', () => {
  it.each([
    [{}, {}, {}],
    [
      { page_size: 20, page_index: 2 },
      { search_string: '  soil  ' },
      { search_string: 'soil', page_size: 20, page_index: 2 },
    ],
    [{}, { search_string: '   ' }, {}],
    [{}, { partners: ['OrgA', 'OrgB'], language_codes: ['fr'] }, { org: 'OrgB', language: 'fr' }],
    [{}, { modes: ['audit', 'verified'] }, { modes: 'verified' }],
    [{}, { modes: [] }, {}],
    [{}, { subjects: ['Maths'], instructors: ['Ada'], availability: ['current' as const] }, {}],
  ])('paging %j and body %j send %j', (paging, body, form) => {
    expect(stockDiscoveryForm(paging, body)).toEqual(form);
  });
});

describe('each chosen facet counted without its own filter', () => {
  it.each([
    [{ search_string: 'soil', page_size: 12 }, []],
    [
      { search_string: 'soil', page_size: 12, page_index: 2, org: 'OrgA', modes: 'audit' },
      [
        { facet: 'org', form: { search_string: 'soil', modes: 'audit', page_size: 1, page_index: 0 } },
        { facet: 'modes', form: { search_string: 'soil', org: 'OrgA', page_size: 1, page_index: 0 } },
      ],
    ],
    [{ language: 'fr' }, [{ facet: 'language', form: { page_size: 1, page_index: 0 } }]],
  ])('%j asks also %j', (form, expected) => {
    expect(facetCountForms(form)).toEqual(expected);
  });

  it('takes each chosen facet’s counts from its own answer, keeping the search’s where that failed', () => {
    const answer = CourseDiscoveryResults.parse(meilisearchDiscoveryAnswer);
    const wider = {
      ...answer,
      aggs: { ...answer.aggs, org: { terms: { OpenEdx: 5, dev: 3, Other: 1 }, total: 9, other: 0 } },
    };
    const merged = withFacetCounts(answer, [
      { facet: 'org', answer: wider },
      { facet: 'language', answer: null },
    ]);
    expect(merged.aggs.org?.terms).toEqual({ OpenEdx: 5, dev: 3, Other: 1 });
    expect(merged.aggs.language).toEqual(answer.aggs.language);
    expect(merged.results).toBe(answer.results);
  });
});

describe('lmsAddress', () => {
  it.each([
    ['/asset-v1:A+B+C+type@asset+block@x.jpg', `${LMS}/asset-v1:A+B+C+type@asset+block@x.jpg`],
    ['https://cdn.test/x.jpg', 'https://cdn.test/x.jpg'],
    ['//cdn.test/x.jpg', '//cdn.test/x.jpg'],
    [null, null],
    ['', null],
  ])('%s is %s', (value, expected) => {
    expect(lmsAddress(LMS, value)).toBe(expected);
  });
});

describe('resultsOfStock', () => {
  const meili = resultsOfStock(CourseDiscoveryResults.parse(meilisearchDiscoveryAnswer), LMS);

  it('makes each hit a course card known by its course id', () => {
    expect(meili.total).toBe(2);
    expect(
      meili.results.map((hit) => [hit.data.id, hit.data.course_metadata.course_slug, hit.isProgram]),
    ).toEqual([
      ['course-v1:OpenEdx+201+2031', 'course-v1:OpenEdx+201+2031', false],
      ['course-v1:dev+654+2032', 'course-v1:dev+654+2032', false],
    ]);
    expect(meili.results[0]?.data.course_metadata.additional_metadata).toMatchObject({
      display_name: 'Soil Science',
      short_description: 'What lies beneath our feet.',
      org: 'OpenEdx',
      language: 'en',
      course_image_url: `${LMS}/asset-v1:OpenEdx+201+2031+type@asset+block@images_course_image.jpg`,
      effort: '4:00',
    });
    expect(meili.results[1]?.data.course_metadata.additional_metadata.short_description).toBe('');
  });

  it('gives each card its organisation: the org code, and the logo the index carries (from Ulmo)', () => {
    expect(meili.results.map((hit) => hit.data.course_metadata.partner?.organization)).toEqual([
      expect.objectContaining({
        name: 'OpenEdx',
        short_name: 'OpenEdx',
        logo: `${LMS}/asset-v1:OpenEdx+201+2031+type@asset+block@org_image.jpg`,
      }),
      expect.objectContaining({ name: 'dev', short_name: 'dev', logo: null }),
    ]);
  });

  it('says Free only for a course with a free mode, and counts no learners it was not told of', () => {
    const modesOf = (modes: string[]) =>
      resultsOfStock(
        CourseDiscoveryResults.parse({
          ...meilisearchDiscoveryAnswer,
          results: meilisearchDiscoveryAnswer.results.slice(0, 1).map((hit) => ({
            ...hit,
            data: { ...hit.data, modes },
          })),
        }),
        LMS,
      ).results[0]?.data.course_metadata;
    expect(modesOf(['audit', 'verified'])?.paid_course).toEqual(NO_PAID_COURSE);
    expect(modesOf(['verified'])?.paid_course).toBeNull();
    expect(modesOf([])?.paid_course).toBeNull();
    expect(modesOf(['honor'])?.additional_metadata.total_enrollments).toBeNull();
  });

  it('counts orgs as partners, languages as language codes and modes as modes, in whole numbers', () => {
    expect(meili.facets?.partners).toEqual({ terms: { OpenEdx: 1, dev: 1 }, total: 2, other: 0 });
    expect(meili.facets?.language_codes).toEqual({ terms: { en: 1, fr: 1 }, total: 2, other: 0 });
    expect(meili.facets?.modes).toEqual({ terms: { audit: 2, verified: 1 }, total: 3, other: 0 });
    expect(meili.facets?.subjects).toBeUndefined();
  });

  it('reads an older index’s `facets` the same way, without the facets it did not count', () => {
    const legacy = resultsOfStock(CourseDiscoveryResults.parse(legacyElasticDiscoveryAnswer), LMS);
    expect(legacy.facets?.partners).toEqual({ terms: { OrgA: 2, OrgB: 2 }, total: 5, other: 1 });
    expect(legacy.facets?.language_codes).toBeUndefined();
  });
});
