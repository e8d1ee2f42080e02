/** Discovery search by a course's full name (the course page's similar courses) finds more than itself. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, parsed, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});

async function search(search_string: string) {
  return parsed('discoverySearch', await call(server.app, 'discoverySearch', { body: { search_string } }));
}

describe('discovery search with a long text', () => {
  it('broadens to any word when every-word matching finds only the course itself', async () => {
    const { results, total } = await search('Introduction to Python Programming');
    const names = results.map((r) => r.data.content.display_name);
    expect(names[0]).toBe('Introduction to Python Programming');
    expect(total).toBeGreaterThan(5);
    expect(
      results.slice(1).every((r) => /introduc|python|programm/i.test(JSON.stringify(r.data.course_metadata))),
    ).toBe(true);
    expect(names.filter((name) => name === 'Introduction to Python Programming')).toHaveLength(1);
  });

  it('keeps every-word matching when it finds several items, and for short texts', async () => {
    const short = await search('intro pyth');
    expect(
      short.results.every((r) => /intro/i.test(JSON.stringify(r)) && /pyth/i.test(JSON.stringify(r))),
    ).toBe(true);
    expect((await search('qqqzzzxxx nothing here at all')).total).toBe(0);
  });
});
