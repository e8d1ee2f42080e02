/**
 * Discovery search by a course's exact name (what the course page sends for its similar courses) finds
 * courses of the same subject; other long texts still broaden to any of their words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSS_COURSE_SLUG } from '../seed/courseFixtures.ts';
import { discover, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 240 });
});
afterAll(() => server.app.close());

async function search(
  app: TestServer['app'],
  body: { search_string: string; subjects?: string[] },
  page_size = 12,
) {
  return discover(app, body, { page_size });
}

const subjectsOf = (db: TestServer['db'], slug: string) =>
  db
    .prepare(
      `SELECT s.title FROM courses c JOIN course_subjects cs ON cs.course_id = c.id
       JOIN subjects s ON s.id = cs.subject_id WHERE c.slug = ?`,
    )
    .pluck()
    .all(slug) as string[];

/** Every course of a sample whose similar courses include one that shares none of its subjects. */
async function strangers(target: TestServer, every: number) {
  const courses = target.db
    // Not the test fixtures' course whose name is hostile text (courseFixtures.ts): no course's name.
    .prepare(
      `SELECT slug, display_name AS name FROM courses WHERE (id % ? = 0 OR id <= 32) AND slug != ? ORDER BY id`,
    )
    .all(every, XSS_COURSE_SLUG) as { slug: string; name: string }[];
  const found: string[] = [];
  for (const course of courses) {
    const own = new Set(subjectsOf(target.db, course.slug));
    const { results } = await search(target.app, { search_string: course.name });
    for (const hit of results) {
      const theirs = subjectsOf(target.db, hit.data.course_metadata.course_slug);
      if (!theirs.some((s) => own.has(s))) found.push(`${course.name} → ${hit.data.content.display_name}`);
    }
  }
  return { checked: courses.length, found };
}

describe('discovery search by a course’s exact name', () => {
  it('finds the course and the others of its subject, those sharing words of its name first', async () => {
    const name = 'Introduction to Python Programming';
    const { results, total } = await search(server.app, { search_string: name });
    expect(results.map((r) => r.data.content.display_name)).toContain(name);
    const inComputerScience = server.db
      .prepare(
        `SELECT count(*) FROM course_subjects cs JOIN subjects s ON s.id = cs.subject_id WHERE s.title = 'Computer Science'`,
      )
      .pluck()
      .get();
    expect(total).toBe(inComputerScience);
    expect(results.every((r) => !r.isProgram)).toBe(true);
    const sharesWords = results.map((r) => /introduc|python|programm/i.test(r.data.content.display_name));
    expect(sharesWords.indexOf(false)).toBeGreaterThan(1);
    expect(sharesWords.slice(sharesWords.indexOf(false))).not.toContain(true);
  });

  it('never offers a course that shares no subject, for every course of the demo catalogue', async () => {
    const { checked, found } = await strangers(server, 1);
    // Every course of the demo catalogue but the fixture one.
    expect(checked).toBe(239);
    expect(found).toEqual([]);
  });

  it('holds for a sample of a larger catalogue too', { timeout: 120_000 }, async () => {
    const large = await startServer({ courses: 1500 });
    try {
      const { checked, found } = await strangers(large, 13);
      expect(checked).toBeGreaterThan(120);
      expect(found).toEqual([]);
    } finally {
      await large.app.close();
    }
  });

  it('is an ordinary search when a subject is chosen, or the text only contains the name', async () => {
    const name = 'Introduction to Python Programming';
    const filtered = await search(server.app, { search_string: name, subjects: ['History'] });
    expect(filtered.total).toBe(0);
    // Broadened to any word ("Introduction" is in titles of every subject), not held to one subject.
    const longer = await search(server.app, { search_string: `${name} today` }, 100);
    const outside = longer.results.filter(
      (r) => !subjectsOf(server.db, r.data.course_metadata.course_slug).includes('Computer Science'),
    );
    expect(outside.length).toBeGreaterThan(0);
  });
});

describe('discovery search with another long text', () => {
  it('broadens to any word when every-word matching finds at most one item', async () => {
    const { results, total } = await search(server.app, {
      search_string: 'python programming curious people',
    });
    expect(total).toBeGreaterThan(5);
    expect(
      results.every((r) => /python|programm|curious|people/i.test(JSON.stringify(r.data.course_metadata))),
    ).toBe(true);
  });

  it('keeps every-word matching when it finds several items, and for short texts', async () => {
    const short = await search(server.app, { search_string: 'intro pyth' });
    expect(
      short.results.every((r) => /intro/i.test(JSON.stringify(r)) && /pyth/i.test(JSON.stringify(r))),
    ).toBe(true);
    expect((await search(server.app, { search_string: 'qqqzzzxxx nothing here at all' })).total).toBe(0);
  });
});
