/**
 * The discovery and course metadata answer caches: repeated requests are answered from them, and every
 * change that could alter an answer (an enrollment, any catalogue write, another process's write, the
 * clock passing a course start) reaches the next answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DiscoveryQuery } from '@atrium/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { courseCacheStats } from '../catalogue/courseAnswers.ts';
import { discoveryCacheStats } from '../catalogue/searchAnswers.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { EXTERNAL_CHECK_MS } from '../repositories/catalogueVersion.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import type { TestServer } from './harness.ts';
import { appOptions, call, discover, fixtureCourse, parsed, signIn, startServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 60 });
});
/** Signed in by the test that needs it: the clock test may have moved the clock past an older token. */
const graduate = () => signIn(server.app, 'graduate');
afterEach(() => {
  vi.useRealTimers();
});

type App = TestServer['app'];
const PYTHON_TITLE = 'Introduction to Python Programming';

const search = (body: DiscoveryQuery, app: App = server.app) => discover(app, body, { page_size: 50 });
/** The seeded Python course (archetype 1) as a search hit. */
async function pythonCard(app: App = server.app, db: Db = server.db) {
  const { slug } = fixtureCourse(db, 'python');
  const { results } = await search({ search_string: PYTHON_TITLE, learning_type: ['course'] }, app);
  const card = results.find((r) => r.data.course_metadata.course_slug === slug);
  if (!card) throw new Error('the Python course is not in the answer');
  return card.data;
}
const hits = () => discoveryCacheStats(server.db)?.hits ?? 0;

describe('discovery answer cache', () => {
  it('answers the same criteria from the cache, however the request spells them', async () => {
    const first = await call(server.app, 'discoverySearch', {
      body: { subjects: ['Physics', 'History'], learning_type: ['course'] },
    });
    const before = hits();
    const again = await call(server.app, 'discoverySearch', {
      body: { subjects: [' history', 'PHYSICS', 'Physics'], learning_type: ['course'] },
    });
    expect(hits()).toBe(before + 1);
    expect(again.body).toBe(first.body);
    // Assembled from the cards' own JSON: exactly what serialising the answer gives.
    expect(JSON.stringify(first.json())).toBe(first.body);
    // Another origin is another answer (image URLs are absolute).
    const elsewhere = await call(server.app, 'discoverySearch', {
      body: { subjects: ['Physics', 'History'], learning_type: ['course'] },
      headers: { host: '127.0.0.1:8080' },
    });
    expect(elsewhere.body).toContain('http://127.0.0.1:8080/static/');
    expect(hits()).toBe(before + 1);
  });

  it('shows an unenrollment and an enrollment in the very next answer', async () => {
    // `graduate` has completed the Python course: leave it, then come back.
    const enrolled = async () =>
      (await pythonCard()).course_metadata.additional_metadata.total_enrollments ?? 0;
    const before = await enrolled();
    const course = { course_id: fixtureCourse(server.db, 'python').courseKey };
    const jar = await graduate();
    parsed('unenroll', await call(server.app, 'unenroll', { jar, body: course }));
    expect(await enrolled()).toBe(before - 1);
    parsed('enroll', await call(server.app, 'enroll', { jar, body: { course_details: course } }));
    expect(await enrolled()).toBe(before);
  });

  it('shows any write to a catalogue table made through the server’s connection', async () => {
    await pythonCard();
    const { id } = fixtureCourse(server.db, 'python');
    server.db
      .prepare(
        "UPDATE organizations SET name = 'Renamed Partner' WHERE id = (SELECT org_id FROM courses WHERE id = ?)",
      )
      .run(id);
    expect((await pythonCard()).course_metadata.partner?.organization.name).toBe('Renamed Partner');
  });

  it('keeps an availability answer only until the next course start', async () => {
    const upcoming = await search({ availability: ['upcoming'] });
    expect(upcoming.total).toBeGreaterThan(0);
    const seededAt = server.db
      .prepare("SELECT value FROM settings WHERE key = 'seeded_at'")
      .pluck()
      .get() as string;
    const nextStart = server.db
      .prepare('SELECT min(start_at) FROM search_items WHERE start_at > ?')
      .pluck()
      .get(seededAt) as string;
    expect((await search({ availability: ['upcoming'] })).total).toBe(upcoming.total);
    server.advance((Date.parse(nextStart) - Date.parse(seededAt)) / 1000 + 60);
    expect((await search({ availability: ['upcoming'] })).total).toBeLessThan(upcoming.total);
  });
});

describe('course metadata cache', () => {
  const metadata = (slug: string) => call(server.app, 'courseMetadata', { params: { slug } });
  const courseHits = () => courseCacheStats(server.db)?.hits ?? 0;

  it('answers a course page again from the cache, and shows an enrollment and a text change next time', async () => {
    const { slug, courseKey, id } = fixtureCourse(server.db, 'python');
    const first = await metadata(slug);
    const before = courseHits();
    expect((await metadata(slug)).body).toBe(first.body);
    expect(courseHits()).toBe(before + 1);

    const enrolled = parsed('courseMetadata', first).additional_metadata.total_enrollments ?? 0;
    const course = { course_id: courseKey };
    const jar = await graduate();
    parsed('unenroll', await call(server.app, 'unenroll', { jar, body: course }));
    expect(parsed('courseMetadata', await metadata(slug)).additional_metadata.total_enrollments).toBe(
      enrolled - 1,
    );
    parsed('enroll', await call(server.app, 'enroll', { jar, body: { course_details: course } }));
    expect(parsed('courseMetadata', await metadata(slug)).additional_metadata.total_enrollments).toBe(
      enrolled,
    );

    server.db
      .prepare(
        "UPDATE course_texts SET text = 'Read a stack trace' WHERE course_id = ? AND kind = 'learn' AND position = (SELECT min(position) FROM course_texts WHERE course_id = ? AND kind = 'learn')",
      )
      .run(id, id);
    expect(parsed('courseMetadata', await metadata(slug)).what_you_will_learn).toContain(
      'Read a stack trace',
    );
  });

  it('answers an unknown course 404 every time', async () => {
    expect((await metadata('no-such-course')).statusCode).toBe(404);
    expect((await metadata('no-such-course')).statusCode).toBe(404);
  });
});

describe('discovery answer cache over a database file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-cache-'));
  const path = join(dir, 'catalogue.sqlite');
  let app: App;
  let reader: Db;
  beforeAll(async () => {
    createDatabase(path, { courses: 30 }).close();
    reader = openDatabase(path);
    app = await buildApp(appOptions(path));
  });
  afterAll(async () => {
    reader.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows a write committed by another process once it checks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await pythonCard(app, reader)).content.display_name).toBe(PYTHON_TITLE);
    const { id } = fixtureCourse(reader, 'python');
    reader.prepare("UPDATE courses SET display_name = 'Python, renamed elsewhere' WHERE id = ?").run(id);
    vi.setSystemTime(Date.now() + EXTERNAL_CHECK_MS + 1);
    expect((await pythonCard(app, reader)).course_metadata.additional_metadata.display_name).toBe(
      'Python, renamed elsewhere',
    );
  });
});
