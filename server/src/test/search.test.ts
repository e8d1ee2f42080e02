/** Discovery search: text, facets (OR within, AND across), availability, programs, sorts, pages. */
import type { DiscoveryQuery } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, discover, parsed, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 120 });
});

const search = (body: DiscoveryQuery, query: Record<string, string | number> = {}) =>
  discover(server.app, body, { page_size: 100, ...query });
const count = (sql: string, ...params: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const coursesOnly = { learning_type: ['course' as const] };

describe('discovery search', () => {
  it('prefix-matches each word of the title ("pyth" finds Python)', async () => {
    const { results } = await search({ search_string: 'intro pyth' });
    expect(results.map((r) => r.data.content.display_name)).toContain('Introduction to Python Programming');
    // Title words weigh most: the best hit has both words in its title.
    expect(results[0]?.data.content.display_name).toMatch(/^Introduction to Python/);
  });

  it('finds courses by partner, instructor and subject words, and Arabic text', async () => {
    const instructor = server.db
      .prepare(
        'SELECT i.name FROM instructors i JOIN course_instructors ci ON ci.instructor_id = i.id LIMIT 1',
      )
      .pluck()
      .get() as string;
    const byInstructor = await search({ search_string: instructor, ...coursesOnly });
    expect(byInstructor.total).toBeGreaterThan(0);
    expect(
      byInstructor.results.every((r) =>
        r.data.course_metadata.instructors.some((i) =>
          instructor.split(' ').every((w) => i.name.includes(w)),
        ),
      ),
    ).toBe(true);
    expect(
      (await search({ search_string: 'Northwind', ...coursesOnly })).results.every((r) =>
        r.data.course_metadata.partner?.organization.name.includes('Northwind'),
      ),
    ).toBe(true);
    expect(
      (await search({ search_string: 'علم البيانات' })).results.map((r) => r.data.content.display_name),
    ).toContain('مقدمة في علم البيانات');
  });

  it('ORs values within a facet and ANDs facets together', async () => {
    const physics = await search({ subjects: ['Physics'], ...coursesOnly });
    const history = await search({ subjects: ['history'], ...coursesOnly });
    const either = await search({ subjects: ['Physics', 'History'], ...coursesOnly });
    const bySubject = (title: string) =>
      count(
        'SELECT count(*) FROM course_subjects cs JOIN subjects s ON s.id = cs.subject_id WHERE s.title = ?',
        title,
      );
    expect(physics.total).toBe(bySubject('Physics'));
    expect(either.total).toBe(
      count(
        `SELECT count(DISTINCT cs.course_id) FROM course_subjects cs JOIN subjects s ON s.id = cs.subject_id WHERE s.title IN ('Physics', 'History')`,
      ),
    );
    expect(either.total).toBeLessThanOrEqual(physics.total + history.total);
    const both = await search({ subjects: ['Computer Science'], language_codes: ['en'], ...coursesOnly });
    expect(both.total).toBe(
      count(
        `SELECT count(*) FROM courses c JOIN course_subjects cs ON cs.course_id = c.id JOIN subjects s ON s.id = cs.subject_id WHERE s.title = 'Computer Science' AND c.language = 'en'`,
      ),
    );
    expect(both.results.every((r) => r.data.course_metadata.additional_metadata.language === 'en')).toBe(
      true,
    );
  });

  it('filters by partner name, language code, and instructor name or slug alike', async () => {
    const partner = await search({ partners: ['Atrium University'], ...coursesOnly });
    expect(partner.total).toBe(
      count(
        `SELECT count(*) FROM courses WHERE org_id = (SELECT id FROM organizations WHERE name = 'Atrium University')`,
      ),
    );
    const arabic = await search({ language_codes: ['ar'], ...coursesOnly });
    expect(arabic.total).toBe(count(`SELECT count(*) FROM courses WHERE language = 'ar'`));
    const { name, slug } = server.db.prepare('SELECT name, slug FROM instructors WHERE id = 2').get() as {
      name: string;
      slug: string;
    };
    const byName = await search({ instructors: [name], ...coursesOnly });
    const bySlug = await search({ instructors: [slug], ...coursesOnly });
    expect(byName.total).toBe(
      count(
        'SELECT count(*) FROM course_instructors ci JOIN instructors i ON i.id = ci.instructor_id WHERE i.name = ?',
        name,
      ),
    );
    expect(bySlug.results.map((r) => r.data.id)).toEqual(byName.results.map((r) => r.data.id));
  });

  it('filters by availability', async () => {
    const now = new Date().toISOString();
    const dates = (r: {
      data: {
        course_metadata: {
          additional_metadata: {
            course_start: string | null;
            course_end: string | null;
            self_paced: boolean;
          };
        };
      };
    }) => r.data.course_metadata.additional_metadata;
    const upcoming = await search({ availability: ['upcoming'], ...coursesOnly });
    expect(upcoming.total).toBeGreaterThan(0);
    expect(upcoming.results.every((r) => (dates(r).course_start ?? '') > now)).toBe(true);
    const archived = await search({ availability: ['archived'], ...coursesOnly });
    expect(archived.total).toBeGreaterThan(0);
    expect(archived.results.every((r) => (dates(r).course_end ?? '9') <= now)).toBe(true);
    const current = await search({ availability: ['current'], ...coursesOnly });
    expect(
      current.results.every(
        (r) => (dates(r).course_start ?? '') <= now && (dates(r).course_end ?? '9') > now,
      ),
    ).toBe(true);
    const selfPaced = await search({ availability: ['self_paced'], ...coursesOnly });
    expect(selfPaced.results.every((r) => dates(r).self_paced)).toBe(true);
    const all = await search(coursesOnly);
    expect((await search({ availability: ['upcoming', 'archived'], ...coursesOnly })).total).toBe(
      upcoming.total + archived.total,
    );
    expect(current.total + upcoming.total + archived.total).toBe(all.total);
  });

  it('returns programs as hits whose slug opens the program page', async () => {
    const { results, total } = await search({ learning_type: ['program'] });
    expect(total).toBe(count('SELECT count(*) FROM programs'));
    expect(results.every((r) => r.isProgram)).toBe(true);
    const slug = results[0]?.data.course_metadata.course_slug ?? '';
    expect((await call(server.app, 'program', { params: { slug } })).statusCode).toBe(200);
    const mixed = await search({});
    expect(mixed.total).toBe(total + count('SELECT count(*) FROM courses'));
  });

  it('sorts A-Z, Z-A (and their aliases), popular and recent', async () => {
    const titles = async (sort: string) =>
      (await search(coursesOnly, { sort })).results.map((r) => r.data.content.display_name.toLowerCase());
    // Title order is English collation: "Éthique" sorts with the Es, not after Z.
    const collated = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en'));
    const az = await titles('A-Z');
    expect(az).toEqual(collated(az));
    expect(await titles('ascending')).toEqual(az);
    const za = await titles('Z-A');
    expect(za).toEqual(collated(za).reverse());
    expect(await titles('descending')).toEqual(za);
    const popular = (await search(coursesOnly, { sort: 'popular' })).results.map(
      (r) => r.data.course_metadata.additional_metadata.total_enrollments,
    );
    expect(popular).toEqual([...popular].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const recent = (await search(coursesOnly, { sort: 'recent' })).results.map(
      (r) => r.data.course_metadata.additional_metadata.course_start ?? '',
    );
    expect(recent).toEqual([...recent].sort().reverse());
    const relevance = await search({}, { sort: '' });
    expect(relevance.results.map((r) => r.data.id)).toEqual(
      (await search({}, { sort: 'popular' })).results.map((r) => r.data.id),
    );
  });

  it('pages with a 0-based page_index, 12 a page by default, and a stable total', async () => {
    const first = parsed(
      'discoverySearch',
      await call(server.app, 'discoverySearch', { body: {}, query: { page_index: 0 } }),
    );
    const second = parsed(
      'discoverySearch',
      await call(server.app, 'discoverySearch', { body: {}, query: { page_index: 1 } }),
    );
    expect(first.results).toHaveLength(12);
    expect(second.total).toBe(first.total);
    const ids = new Set(first.results.map((r) => r.data.id));
    expect(second.results.some((r) => ids.has(r.data.id))).toBe(false);
    const last = parsed(
      'discoverySearch',
      await call(server.app, 'discoverySearch', {
        body: {},
        query: { page_index: Math.floor(first.total / 12), page_size: 12 },
      }),
    );
    expect(last.results).toHaveLength(first.total % 12);
  });
});
