/** Every image the demo catalogue names draws shapes only; a cover takes its subject's colour. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { BUILT_IN_NAMES } from './fuzzRequests.ts';
import { textProblems } from './svgShapes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ courses: 240 });
});

async function image(path: string): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: path });
  expect(response.statusCode, path).toBe(200);
  expect(response.headers['content-type']).toContain('image/svg+xml');
  return response.body;
}

const column = (sql: string) => server.db.prepare(sql).pluck().all() as string[];
const hueOf = (svg: string) => svg.match(/stop-color="hsl\((\d+) /)?.[1];

describe('generated images', () => {
  it('carry no text: every course and program cover, subject picture, partner logo and banner', async () => {
    const paths = [
      ...column('SELECT slug FROM courses').map((s) => `/static/covers/${encodeURIComponent(s)}.svg`),
      ...column('SELECT slug FROM programs').map((s) => `/static/programs/${encodeURIComponent(s)}.svg`),
      ...column('SELECT slug FROM subjects').map((s) => `/static/subjects/${s}.svg`),
      ...column('SELECT short_name FROM organizations').flatMap((s) => [
        `/static/partners/${s}.svg`,
        `/static/headers/${s}.svg`,
      ]),
    ];
    expect(paths.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const path of paths)
      for (const problem of textProblems(await image(path))) problems.push(`${path}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('colour a course’s cover as its subject’s picture, and differently from other subjects', async () => {
    const rows = server.db
      .prepare(
        `SELECT c.slug, s.slug AS subject FROM courses c
         JOIN course_subjects cs ON cs.course_id = c.id AND cs.subject_id = (SELECT min(subject_id) FROM course_subjects WHERE course_id = c.id)
         JOIN subjects s ON s.id = cs.subject_id`,
      )
      .all() as { slug: string; subject: string }[];
    const subjectHue = new Map<string, string | undefined>();
    for (const subject of column('SELECT slug FROM subjects'))
      subjectHue.set(subject, hueOf(await image(`/static/subjects/${subject}.svg`)));
    expect(new Set(subjectHue.values()).size).toBe(subjectHue.size);
    const mismatched: string[] = [];
    for (const { slug, subject } of rows) {
      const hue = hueOf(await image(`/static/covers/${encodeURIComponent(slug)}.svg`));
      if (hue !== subjectHue.get(subject)) mismatched.push(`${slug} (${subject})`);
    }
    expect(mismatched).toEqual([]);
  });
});

describe('an image of an unknown kind', () => {
  // A kind looked up on a plain object found these on its prototype: 500s and `[object Undefined]`.
  it.each(BUILT_IN_NAMES)('named after a built-in, %s, is a 404', async (kind) => {
    const response = await server.app.inject({ method: 'GET', url: `/static/${kind}/x.svg` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No such image.' });
  });
});
