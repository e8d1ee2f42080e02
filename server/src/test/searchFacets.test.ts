/**
 * Discovery search as set algebra, checked against SQL written independently of the search code:
 * values within one facet combine with OR, facets (and the text, availability, learning type) with
 * AND; every sort orders the whole result set, pages tile it without gaps or repeats, and the total
 * is the size of the set.
 */
import type { DiscoveryQuery } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { discover, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 160 });
});

const search = (body: DiscoveryQuery, query: Record<string, string | number> = {}) =>
  discover(server.app, body, { page_size: 100, ...query });
const coursesOnly = { learning_type: ['course' as const] };
const slugsOf = async (body: DiscoveryQuery) =>
  new Set((await search({ ...body, ...coursesOnly })).results.map((r) => r.data.course_metadata.course_slug));
const slugsWhere = (where: string, ...params: unknown[]) =>
  new Set(
    server.db
      .prepare(`SELECT c.slug FROM courses c WHERE ${where}`)
      .pluck()
      .all(...params) as string[],
  );
const inSubject = (title: string) =>
  slugsWhere(
    'c.id IN (SELECT cs.course_id FROM course_subjects cs JOIN subjects s ON s.id = cs.subject_id WHERE s.title = ?)',
    title,
  );
const ofPartner = (name: string) =>
  slugsWhere('c.org_id IN (SELECT id FROM organizations WHERE name = ?)', name);
const inLanguage = (code: string) => slugsWhere('c.language = ?', code);
const byInstructor = (name: string) =>
  slugsWhere(
    'c.id IN (SELECT ci.course_id FROM course_instructors ci JOIN instructors i ON i.id = ci.instructor_id WHERE i.name = ?)',
    name,
  );
const union = (...sets: Set<string>[]) => new Set(sets.flatMap((s) => [...s]));
const intersection = (first: Set<string>, ...rest: Set<string>[]) =>
  new Set([...first].filter((x) => rest.every((s) => s.has(x))));
const sorted = (s: Set<string>) => [...s].sort();

const pick = (sql: string) => server.db.prepare(sql).pluck().all() as string[];

describe('facets: OR within, AND across', () => {
  it('ORs two partners, two languages and two instructors', async () => {
    const [p1, p2] = pick(
      'SELECT o.name FROM organizations o ORDER BY (SELECT count(*) FROM courses c WHERE c.org_id = o.id) DESC LIMIT 2',
    );
    expect(sorted(await slugsOf({ partners: [p1 ?? '', p2 ?? ''] }))).toEqual(
      sorted(union(ofPartner(p1 ?? ''), ofPartner(p2 ?? ''))),
    );
    expect(sorted(await slugsOf({ language_codes: ['ar', 'fa'] }))).toEqual(
      sorted(union(inLanguage('ar'), inLanguage('fa'))),
    );
    const [i1, i2] = pick('SELECT name FROM instructors ORDER BY id LIMIT 2');
    expect(sorted(await slugsOf({ instructors: [i1 ?? '', i2 ?? ''] }))).toEqual(
      sorted(union(byInstructor(i1 ?? ''), byInstructor(i2 ?? ''))),
    );
  });

  it('ANDs subject, partner and language, each of them an OR of two values', async () => {
    const subjects = ['Computer Science', 'History'];
    const [p1, p2] = pick('SELECT name FROM organizations ORDER BY id LIMIT 2');
    const partners = [p1 ?? '', p2 ?? ''];
    const languages = ['en', 'ar'];
    const expected = intersection(
      union(...subjects.map(inSubject)),
      union(...partners.map(ofPartner)),
      union(...languages.map(inLanguage)),
    );
    expect(expected.size).toBeGreaterThan(0);
    const got = await search({ subjects, partners, language_codes: languages, ...coursesOnly });
    expect(got.total).toBe(expected.size);
    expect(sorted(new Set(got.results.map((r) => r.data.course_metadata.course_slug)))).toEqual(
      sorted(expected),
    );
  });

  it('ANDs the text with the facets: every hit matches both', async () => {
    const withText = await slugsOf({ search_string: 'introduction', language_codes: ['en'] });
    const textOnly = await slugsOf({ search_string: 'introduction' });
    expect(withText.size).toBeGreaterThan(0);
    expect(sorted(withText)).toEqual(sorted(intersection(textOnly, inLanguage('en'))));
  });

  it('ANDs availability with a facet, and treats unknown values as no match (never an error)', async () => {
    const selfPaced = slugsWhere('c.self_paced = 1');
    expect(sorted(await slugsOf({ availability: ['self_paced'], language_codes: ['en'] }))).toEqual(
      sorted(intersection(selfPaced, inLanguage('en'))),
    );
    expect((await search({ subjects: ['No Such Subject'] })).total).toBe(0);
  });

  it('learning type course + program is everything; facet values match case-insensitively', async () => {
    const both = await search({ learning_type: ['course', 'program'] });
    expect(both.total).toBe((await search({})).total);
    expect(sorted(await slugsOf({ subjects: ['computer science'] }))).toEqual(
      sorted(inSubject('Computer Science')),
    );
  });
});

describe('sorts and pages', () => {
  const body = { subjects: ['Computer Science', 'History', 'Physics'], ...coursesOnly };

  it.each(['', 'recent', 'popular', 'A-Z', 'Z-A'])(
    'sort %j: pages of 5 tile the whole ordered set',
    async (sort) => {
      const whole = await search(body, { sort });
      const paged: string[] = [];
      for (let index = 0; index * 5 < whole.total; index += 1) {
        const page = await search(body, { sort, page_size: 5, page_index: index });
        expect(page.total).toBe(whole.total);
        paged.push(...page.results.map((r) => r.data.id));
      }
      expect(paged).toEqual(whole.results.map((r) => r.data.id));
      expect(new Set(paged).size).toBe(whole.total);
    },
  );

  it('orders by the sort key: title both ways, enrolments, start date', async () => {
    type Hit = Awaited<ReturnType<typeof search>>['results'][number];
    const key = async <T>(sort: string, of: (r: Hit) => T) => (await search(body, { sort })).results.map(of);
    const title = (r: Hit) => r.data.content.display_name.toLowerCase();
    const az = await key('A-Z', title);
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await key('Z-A', title)).toEqual([...az].reverse());
    const popular = await key('popular', (r) => r.data.course_metadata.additional_metadata.total_enrollments);
    expect(popular).toEqual([...popular].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const recent = await key('recent', (r) => r.data.course_metadata.additional_metadata.course_start ?? '');
    expect(recent).toEqual([...recent].sort().reverse());
  });

  it('ranks filtered hits by relevance in the order the text alone ranks them', async () => {
    const text = { search_string: 'data' };
    const ids = (answer: Awaited<ReturnType<typeof search>>) => answer.results.map((r) => r.data.id);
    const everything = await search(text);
    expect(everything.results).toHaveLength(everything.total);
    for (const filters of [{ language_codes: ['en'] }, { availability: ['current' as const] }]) {
      const filtered = await search({ ...text, ...filters });
      expect(filtered.total).toBeGreaterThan(1);
      expect(filtered.total).toBeLessThan(everything.total);
      const kept = new Set(ids(filtered));
      expect(ids(filtered)).toEqual(ids(everything).filter((id) => kept.has(id)));
      // Scores lost on the way would leave popularity's order, which is not this one.
      expect(ids(filtered)).not.toEqual(ids(await search({ ...text, ...filters }, { sort: 'popular' })));
    }
  });

  it('a page past the end is empty with the same total', async () => {
    const whole = await search(body);
    const beyond = await search(body, { page_size: 12, page_index: Math.ceil(whole.total / 12) + 3 });
    expect(beyond.results).toEqual([]);
    expect(beyond.total).toBe(whole.total);
  });
});
