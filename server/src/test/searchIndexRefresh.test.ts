/**
 * The search's in-memory item index follows the database: a popularity change (what an enrollment
 * writes), a change to the rest of an item, and a new facet value each reach the next search.
 */
import type { DiscoveryQuery } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, parsed, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 80 });
});

async function slugs(body: DiscoveryQuery, sort: string) {
  const answer = parsed(
    'discoverySearch',
    await call(server.app, 'discoverySearch', {
      body: { learning_type: ['course'], ...body },
      query: { sort, page_size: 100 },
    }),
  );
  return answer.results.map((r) => r.data.course_metadata.course_slug);
}
const slugOf = (id: number) =>
  server.db.prepare('SELECT slug FROM courses WHERE id = ?').pluck().get(id) as string;
const itemOf = (courseId: number) =>
  server.db
    .prepare("SELECT id FROM search_items WHERE kind = 'course' AND ref_id = ?")
    .pluck()
    .get(courseId) as number;

describe('the item index after writes', () => {
  it('sorts by a popularity changed since the last search', async () => {
    const before = await slugs({}, 'popular');
    const last = before.at(-1) ?? '';
    const id = server.db.prepare('SELECT id FROM courses WHERE slug = ?').pluck().get(last) as number;
    server.db.prepare('UPDATE search_items SET popularity = 1e9 WHERE id = ?').run(itemOf(id));
    expect((await slugs({}, 'popular'))[0]).toBe(last);
  });

  it('sorts by a title changed since the last search', async () => {
    await slugs({}, 'A-Z');
    server.db.prepare("UPDATE search_items SET title_key = '' WHERE id = ?").run(itemOf(7));
    expect((await slugs({}, 'A-Z'))[0]).toBe(slugOf(7));
  });

  it('filters by a facet value added since the last search', async () => {
    expect(await slugs({ subjects: ['Brand New Subject'] }, 'popular')).toEqual([]);
    server.db
      .prepare("INSERT INTO search_facets VALUES ('subject', 'brand new subject', ?, 'Brand New Subject')")
      .run(itemOf(3));
    expect(await slugs({ subjects: ['Brand New Subject'] }, 'popular')).toEqual([slugOf(3)]);
  });
});
