/** The test-only course fixture the course page's browser tests rely on (About HTML with script, intro video). */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ensureCourseFixtures,
  XSS_ABOUT_HTML,
  XSS_COURSE_SLUG,
  XSS_COURSE_VIDEO,
  XSS_NAME_TAIL,
} from '../seed/courseFixtures.ts';
import { call, parsed, startServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});

async function metadata() {
  return parsed(
    'courseMetadata',
    await call(server.app, 'courseMetadata', { params: { slug: XSS_COURSE_SLUG } }),
  );
}

describe('course fixtures', () => {
  it('append script-bearing About HTML and an intro video to the archived course', async () => {
    const course = await metadata();
    expect(course.additional_metadata.about_overview).toContain(XSS_ABOUT_HTML);
    expect(course.additional_metadata.about_overview.length).toBeGreaterThan(XSS_ABOUT_HTML.length);
    expect(course.additional_metadata.intro_video).toBe(XSS_COURSE_VIDEO);
    expect(course.additional_metadata.display_name).toMatch(/^History of the Ancient Mediterranean </);
    expect(course.additional_metadata.display_name.endsWith(XSS_NAME_TAIL)).toBe(true);
  });

  it('are applied once, however often start-up runs them', async () => {
    ensureCourseFixtures(server.db);
    ensureCourseFixtures(server.db);
    const about = (await metadata()).additional_metadata.about_overview;
    expect(about.split(XSS_ABOUT_HTML)).toHaveLength(2);
    expect((await metadata()).additional_metadata.display_name.split(XSS_NAME_TAIL)).toHaveLength(2);
    expect(server.db.prepare("SELECT count(*) FROM instructors WHERE slug GLOB '*-2'").pluck().get()).toBe(1);
  });

  it('add a namesake instructor whose slug carries a number, with the same name', () => {
    type Row = { slug: string; name: string };
    const first = server.db.prepare('SELECT slug, name FROM instructors ORDER BY id LIMIT 1').get() as Row;
    const namesake = server.db
      .prepare('SELECT slug, name FROM instructors WHERE slug = ?')
      .get(`${first.slug}-2`) as Row | undefined;
    expect(namesake).toEqual({ slug: `${first.slug}-2`, name: first.name });
  });
});
