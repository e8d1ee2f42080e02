import { afterEach, describe, expect, it } from 'vitest';
import { setDroppedItemReporter } from '../lenient.ts';
import { CourseDiscoveryForm, CourseDiscoveryResults, CourseListSearchForm } from './discovery.ts';
import { truthValue } from './form.ts';
import { discoveryDocument, legacyElasticDiscoveryAnswer, meilisearchDiscoveryAnswer } from './samples.ts';

afterEach(() => setDroppedItemReporter(() => {}));

describe('course discovery answer', () => {
  it.each([
    ['Meilisearch (aggs, no score)', meilisearchDiscoveryAnswer, 2, ['language', 'modes', 'org']],
    ['older Elasticsearch (facets)', legacyElasticDiscoveryAnswer, 1, ['org']],
  ])('%s: reads results and the facet counts as aggs', (_name, answer, hits, facets) => {
    const out = CourseDiscoveryResults.parse(answer);
    expect(out.results).toHaveLength(hits);
    expect(Object.keys(out.aggs).sort()).toEqual(facets);
    expect(out).not.toHaveProperty('facets');
  });

  it('keeps the document fields a card needs and strips the rest', () => {
    const [first] = CourseDiscoveryResults.parse(meilisearchDiscoveryAnswer).results;
    expect(first?.data).toMatchObject({
      id: 'course-v1:OpenEdx+201+2031',
      content: { display_name: 'Soil Science', short_description: 'What lies beneath our feet.' },
      image_url: discoveryDocument.image_url,
      start: '2031-01-01T00:00:00',
      org: 'OpenEdx',
      modes: ['audit', 'verified'],
      language: 'en',
      invitation_only: false,
    });
    expect(first?.data.org_image_url).toBe(discoveryDocument.org_image_url);
  });

  it('reads a field the index left out as empty', () => {
    const [, second] = CourseDiscoveryResults.parse(meilisearchDiscoveryAnswer).results;
    expect(second?.data).toMatchObject({
      end: null,
      enrollment_start: null,
      effort: null,
      content: { display_name: 'Rivers', short_description: null, overview: null },
    });
  });

  it('keeps the counts of a facet, with its total and the documents beyond its terms', () => {
    const out = CourseDiscoveryResults.parse(legacyElasticDiscoveryAnswer);
    expect(out.aggs.org).toEqual({ terms: { OrgA: 2, OrgB: 2 }, total: 5, other: 1 });
  });

  it('drops a hit without a course id, a count that is not a number and a facet that is not one', () => {
    const dropped: string[] = [];
    setDroppedItemReporter((where) => dropped.push(where));
    const out = CourseDiscoveryResults.parse({
      total: 2,
      results: [{ data: { content: { display_name: 'No id' } } }, { data: discoveryDocument }],
      aggs: { org: { terms: { OpenEdx: 1, broken: 'many' }, total: 1 }, modes: 'none' },
    });
    expect(out.results.map((r) => r.data.id)).toEqual([discoveryDocument.id]);
    expect(out.aggs).toEqual({ org: { terms: { OpenEdx: 1 }, total: 1, other: 0 } });
    expect(dropped).toEqual(['course discovery result']);
  });

  it('reads an answer without results or counts as an empty one', () => {
    expect(CourseDiscoveryResults.parse({ total: 0 })).toEqual({
      took: null,
      total: 0,
      max_score: null,
      results: [],
      aggs: {},
    });
  });
});

describe('course discovery form', () => {
  it.each([
    [
      { search_string: 'soil', page_size: '20', page_index: '1' },
      { search_string: 'soil', page_size: 20, page_index: 1 },
    ],
    [
      { page_size: 100, page_index: 0 },
      { page_size: 100, page_index: 0 },
    ],
    // Django reads the last value of a repeated key.
    [
      { org: ['OpenEdx', 'dev'], modes: 'audit' },
      { org: 'dev', modes: 'audit' },
    ],
    [{}, {}],
  ])('%j reads as %j', (form, expected) => {
    expect(CourseDiscoveryForm.parse(form)).toEqual(expected);
  });

  it.each([{ page_size: '0' }, { page_size: '101' }, { page_index: '-1' }, { page_index: 'two' }])(
    'refuses %j',
    (form) => {
      expect(CourseDiscoveryForm.safeParse(form).success).toBe(false);
    },
  );
});

describe('the start-date sort field', () => {
  it.each([
    [{ enable_course_sorting_by_start_date: true }, true],
    [{ enable_course_sorting_by_start_date: 'false' }, 'false'],
    [{ enable_course_sorting_by_start_date: ['false', 'on'] }, 'on'],
    [{}, undefined],
  ])('%j is passed on as %j', (form, expected) => {
    expect(CourseDiscoveryForm.parse(form).enable_course_sorting_by_start_date).toEqual(expected);
  });

  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['TRUE', true],
    ['on', true],
    ['1', true],
    ['y', true],
    ['Off', false],
    ['0', false],
    ['no', false],
    ['', null],
    ['maybe', null],
    ['2', null],
  ] as const)('edx-search reads %j as %j', (value, expected) => {
    expect(truthValue(value)).toBe(expected);
  });
});

describe('course list search form', () => {
  it.each([
    [
      { org: ['OpenEdx', 'dev'], modes: 'audit', language: ['en'] },
      { org: ['OpenEdx', 'dev'], modes: ['audit'], language: ['en'] },
    ],
    [
      { search_string: 'soil', page_size: '5', page_index: '2', enable_course_sorting_by_start_date: 'true' },
      { search_string: 'soil', page_size: 5, page_index: 2, enable_course_sorting_by_start_date: 'true' },
    ],
    [{}, {}],
  ])('%j reads as %j', (form, expected) => {
    expect(CourseListSearchForm.parse(form)).toEqual(expected);
  });

  it.each([
    { page_size: '101' },
    { org: 'x'.repeat(201) },
    { org: Array.from({ length: 101 }, (_, i) => `org${i}`) },
    { modes: [1, 2] },
  ])('refuses %j', (form) => {
    expect(CourseListSearchForm.safeParse(form).success).toBe(false);
  });
});
