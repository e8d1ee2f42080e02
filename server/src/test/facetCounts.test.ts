/**
 * The facet counts of a discovery answer, checked against SQL written apart from the search code: a
 * facet is counted over the items matching the text and every filter but its own (so ticking a value
 * alone in its facet gives as many hits as its count), the most counted values listed first, the
 * selected ones always listed, and `total` / `other` as edx-search gives them.
 */
import {
  DISCOVERY_FACETS,
  type DiscoveryFacetName,
  type DiscoveryQuery,
  type FacetCounts,
} from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TERMS_LIMIT } from '../catalogue/facetTerms.ts';
import { discover, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 200 });
});

const search = (body: DiscoveryQuery, query: Record<string, string | number> = {}) =>
  discover(server.app, body, query);

const ids = (sql: string, ...params: unknown[]) =>
  new Set(
    server.db
      .prepare(sql)
      .pluck()
      .all(...params) as number[],
  );
const json = (values: readonly string[]) => JSON.stringify(values.map((v) => v.toLowerCase()));
const byFacet = (facets: string, values: readonly string[]) =>
  ids(
    `SELECT item_id FROM search_facets WHERE facet IN (${facets}) AND value IN (SELECT value FROM json_each(?))`,
    json(values),
  );
const AVAILABLE = {
  current: '(start_at <= :now AND (end_at IS NULL OR end_at > :now))',
  upcoming: 'start_at > :now',
  self_paced: 'self_paced = 1',
  archived: '(end_at IS NOT NULL AND end_at <= :now)',
} as const;
const nowParam = () => ({ now: server.now().toISOString() });

/** The items each filter of `body` lets through, by facet name. */
function filterSets(body: DiscoveryQuery): Partial<Record<DiscoveryFacetName, Set<number>>> {
  const sets: Partial<Record<DiscoveryFacetName, Set<number>>> = {};
  if (body.subjects?.length) sets.subjects = byFacet("'subject'", body.subjects);
  if (body.partners?.length) sets.partners = byFacet("'partner'", body.partners);
  if (body.instructors?.length)
    sets.instructors = byFacet("'instructor', 'instructor_slug'", body.instructors);
  if (body.language_codes?.length) sets.language_codes = byFacet("'language'", body.language_codes);
  if (body.availability?.length) {
    const where = body.availability.map((a) => AVAILABLE[a]).join(' OR ');
    sets.availability = ids(`SELECT id FROM search_items WHERE ${where}`, nowParam());
  }
  if (body.learning_type?.length) {
    sets.learning_type = ids(
      'SELECT id FROM search_items WHERE kind IN (SELECT value FROM json_each(?))',
      JSON.stringify(body.learning_type),
    );
  }
  return sets;
}

/** Items matching the text and every filter but `except`'s. */
function itemsFor(body: DiscoveryQuery, except: DiscoveryFacetName | null): Set<number> {
  const words = body.search_string?.match(/[\p{L}\p{N}]+/gu) ?? [];
  let items = words.length
    ? ids('SELECT rowid FROM search_fts WHERE search_fts MATCH ?', words.map((w) => `"${w}"*`).join(' '))
    : ids('SELECT id FROM search_items');
  for (const [facet, set] of Object.entries(filterSets(body))) {
    if (facet !== except) items = new Set([...items].filter((id) => set.has(id)));
  }
  return items;
}

/** Value (as shown) → number of `items` having it, for one facet. */
function countsOf(facet: DiscoveryFacetName, items: Set<number>): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (label: string) => counts.set(label, (counts.get(label) ?? 0) + 1);
  const column = {
    subjects: 'subject',
    partners: 'partner',
    instructors: 'instructor',
    language_codes: 'language',
  }[facet as string];
  if (column) {
    const rows = server.db
      .prepare('SELECT item_id, label FROM search_facets WHERE facet = ?')
      .all(column) as {
      item_id: number;
      label: string;
    }[];
    for (const row of rows) if (items.has(row.item_id)) add(row.label);
  } else if (facet === 'availability') {
    for (const [value, where] of Object.entries(AVAILABLE)) {
      for (const id of ids(`SELECT id FROM search_items WHERE ${where}`, nowParam()))
        if (items.has(id)) add(value);
    }
  } else {
    for (const row of server.db.prepare('SELECT id, kind FROM search_items').all() as {
      id: number;
      kind: string;
    }[])
      if (items.has(row.id)) add(row.kind);
  }
  return counts;
}

/** The facets an admin-console answer counts: all but course modes, a stock index's filter. */
const COUNTED = DISCOVERY_FACETS.filter((facet) => facet !== 'modes');

const selectedOf = (body: DiscoveryQuery, facet: DiscoveryFacetName) =>
  (body[facet] ?? []).map((v) => v.toLowerCase());

/** The answer's counts for `facet` agree with `expected`: listed values exact, the rest accounted for. */
function expectFacet(facet: DiscoveryFacetName, got: FacetCounts | undefined, body: DiscoveryQuery) {
  const expected = countsOf(facet, itemsFor(body, facet));
  const total = [...expected.values()].reduce((a, b) => a + b, 0);
  expect(got, facet).toBeDefined();
  if (!got) return;
  expect(got.total, `${facet} total`).toBe(total);
  for (const [label, count] of Object.entries(got.terms))
    expect(count, `${facet} ${label}`).toBe(expected.get(label) ?? 0);
  const listed = Object.values(got.terms).reduce((a, b) => a + b, 0);
  expect(got.other, `${facet} other`).toBe(total - listed);
  // Nothing left out outranks what is listed, and every selected value the catalogue has is listed.
  const lowest = Math.min(...Object.values(got.terms).filter((n) => n > 0), Infinity);
  for (const [label, count] of expected) {
    if (!(label in got.terms)) expect(count, `${facet} ${label} left out`).toBeLessThanOrEqual(lowest);
  }
  const unlisted = Object.keys(got.terms).filter((label) => (got.terms[label] ?? 0) === 0);
  for (const label of unlisted)
    expect(selectedOf(body, facet), `${facet} ${label} listed at 0`).toContain(label.toLowerCase());
  expect(Object.keys(got.terms).length).toBeLessThanOrEqual(TERMS_LIMIT + selectedOf(body, facet).length);
  if (expected.size <= TERMS_LIMIT) expect(got.other).toBe(0);
}

const label = (sql: string) => server.db.prepare(sql).pluck().get() as string;

describe('facet counts honour the text and the other filters', () => {
  // Values picked from the database so that the cases keep their meaning whatever the seed writes.
  const cases: [string, () => DiscoveryQuery][] = [
    ['nothing', () => ({})],
    ['a text', () => ({ search_string: 'introduction' })],
    [
      'a text and a subject',
      () => ({
        search_string: 'intro',
        subjects: [
          label(
            "SELECT label FROM search_facets WHERE facet = 'subject' GROUP BY label ORDER BY count(*) DESC LIMIT 1",
          ),
        ],
      }),
    ],
    [
      'one subject, no text',
      () => ({
        subjects: [
          label(
            "SELECT label FROM search_facets WHERE facet = 'subject' GROUP BY label ORDER BY count(*) DESC LIMIT 1",
          ),
        ],
      }),
    ],
    [
      'two subjects and a partner, no text',
      () => ({
        subjects: server.db
          .prepare(
            "SELECT label FROM search_facets WHERE facet = 'subject' GROUP BY label ORDER BY count(*) DESC LIMIT 2",
          )
          .pluck()
          .all() as string[],
        partners: [
          label(
            "SELECT label FROM search_facets WHERE facet = 'partner' GROUP BY label ORDER BY count(*) DESC LIMIT 1",
          ),
        ],
      }),
    ],
    [
      'a language, availability and learning type',
      () => ({ language_codes: ['en'], availability: ['self_paced', 'upcoming'], learning_type: ['course'] }),
    ],
    [
      'an instructor by slug',
      () => ({ instructors: [label('SELECT slug FROM instructors ORDER BY id LIMIT 1')] }),
    ],
    [
      'an instructor by name, with a text',
      () => ({
        search_string: 'a',
        instructors: [label('SELECT name FROM instructors ORDER BY id LIMIT 1')],
      }),
    ],
    ['programs only', () => ({ learning_type: ['program'] })],
    ['archived courses', () => ({ availability: ['archived'] })],
    [
      'a subject the catalogue lacks',
      () => ({
        subjects: ['No Such Subject'],
        partners: [label("SELECT label FROM search_facets WHERE facet = 'partner' LIMIT 1")],
      }),
    ],
    ['a text that matches nothing', () => ({ search_string: 'qqqzzzxxx' })],
  ];

  it.each(cases)('%s', async (_name, make) => {
    const body = make();
    const answer = await search(body, { page_size: 5 });
    expect(answer.total).toBe(itemsFor(body, null).size);
    for (const facet of COUNTED) expectFacet(facet, answer.facets?.[facet], body);
    // Course modes are a stock index's filter: the admin-console answer does not count them.
    expect(answer.facets?.modes).toBeUndefined();
  });

  it('a value alone in its facet gives as many hits as its count', async () => {
    const body: DiscoveryQuery = { search_string: 'intro', language_codes: ['en'] };
    const { facets } = await search(body);
    const [subject, count] = Object.entries(facets?.subjects?.terms ?? {})[0] ?? ['', 0];
    expect(count).toBeGreaterThan(0);
    expect((await search({ ...body, subjects: [subject] })).total).toBe(count);
  });

  it('lists a selected value counted zero, and every sort and page carries the same counts', async () => {
    // A subject none of whose items is the partner's: with both selected, it counts zero.
    const { partner, subject } = server.db
      .prepare(
        `SELECT p.label AS partner, s.label AS subject
         FROM (SELECT DISTINCT label FROM search_facets WHERE facet = 'partner') p,
              (SELECT DISTINCT label FROM search_facets WHERE facet = 'subject') s
         WHERE NOT EXISTS (SELECT 1 FROM search_facets a JOIN search_facets b ON b.item_id = a.item_id
                           WHERE a.facet = 'partner' AND a.label = p.label AND b.facet = 'subject' AND b.label = s.label)
         LIMIT 1`,
      )
      .get() as { partner: string; subject: string };
    const body: DiscoveryQuery = { partners: [partner], subjects: [subject] };
    const first = await search(body, { sort: 'A-Z' });
    expect(first.total).toBe(0);
    expect(first.facets?.subjects?.terms[subject]).toBe(0);
    for (const facet of COUNTED) expectFacet(facet, first.facets?.[facet], body);
    const again = await search(body, { sort: 'popular', page_index: 1, page_size: 3 });
    expect(again.facets).toEqual(first.facets);
  });
});
