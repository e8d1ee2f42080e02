/** The seed: deterministic, and holding every state the demo and the browser tests rely on. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../db/schema.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { generateCatalogue } from '../seed/generate.ts';

const now = new Date('2026-03-15T10:20:30Z');
const TABLES = [
  'organizations',
  'subjects',
  'instructors',
  'courses',
  'course_instructors',
  'toc_nodes',
  'programs',
  'program_courses',
  'enrollments',
  'search_facets',
  'welcome_texts',
  'footer_links',
  'custom_pages',
];

function dump(courses: number) {
  const db = createDatabase(':memory:', { courses, now });
  const rows = Object.fromEntries(
    TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]),
  );
  db.close();
  return rows;
}

describe('seed', () => {
  it('is deterministic for a seed, a day and a size', () => {
    expect(dump(50)).toEqual(dump(50));
    expect(generateCatalogue({ courses: 80, now, seed: 1 }).courses).not.toEqual(
      generateCatalogue({ courses: 80, now, seed: 2 }).courses,
    );
  });

  it('depends on the day, not the time of day', () => {
    const later = generateCatalogue({ courses: 45, now: new Date('2026-03-15T23:59:00Z') });
    expect(later.courses).toEqual(generateCatalogue({ courses: 45, now }).courses);
  });

  it('covers every enrollment window, price, currency and language the UI shows', () => {
    const { courses } = generateCatalogue({ courses: 240, now });
    const today = now.toISOString();
    expect(courses.some((c) => c.enrollmentStart !== null && c.enrollmentStart > today)).toBe(true);
    expect(courses.some((c) => c.enrollmentEnd !== null && c.enrollmentEnd < today)).toBe(true);
    expect(courses.some((c) => c.invitationOnly)).toBe(true);
    expect(courses.some((c) => c.maxEnrollments !== null && c.maxEnrollments <= c.totalEnrollments)).toBe(
      true,
    );
    expect(courses.some((c) => c.prerequisiteIds.length > 0)).toBe(true);
    for (const currency of ['USD', 'EUR', 'IRR', 'EGP', 'AED']) {
      expect(courses.some((c) => c.price?.currency === currency && c.price.trialEnd === null)).toBe(true);
    }
    expect(courses.some((c) => c.price?.trialEnd)).toBe(true);
    expect(courses.some((c) => c.price && !c.price.purchasable)).toBe(true);
    expect(new Set(courses.map((c) => c.language))).toEqual(
      new Set(['en', 'ar', 'fa', 'fr', 'es', 'de', 'zh', 'tr', 'it', 'pt']),
    );
    expect(courses.some((c) => /[\u0600-\u06ff]/.test(c.title) && c.language === 'fa')).toBe(true);
    expect(courses.some((c) => c.selfPaced) && courses.some((c) => !c.selfPaced)).toBe(true);
  });

  it('gives learner every dashboard card state and graduate only certificates', () => {
    const { courses, enrollments } = generateCatalogue({ courses: 40, now });
    const byId = new Map(courses.map((c) => [c.id, c]));
    const today = now.toISOString();
    const learner = enrollments
      .filter((e) => e.userId === 1)
      .flatMap((e) => {
        const c = byId.get(e.courseId);
        return c ? [{ e, c }] : [];
      });
    const done = (x: { e: { completeCount: number; incompleteCount: number } }) =>
      x.e.completeCount > 0 && x.e.incompleteCount === 0;
    expect(learner.filter((x) => !done(x)).length).toBeGreaterThanOrEqual(15);
    expect(learner.some((x) => x.e.visitedAt && x.c.end && x.c.end > today)).toBe(true);
    expect(learner.some((x) => !x.e.visitedAt && x.c.start < today)).toBe(true);
    expect(learner.some((x) => x.c.start > today)).toBe(true);
    expect(learner.some((x) => x.e.visitedAt && x.c.end && x.c.end < today)).toBe(true);
    expect(learner.some((x) => x.e.visitedAt && x.c.end === null)).toBe(true);
    expect(learner.some((x) => x.c.prerequisiteIds.length > 0)).toBe(true);
    expect(learner.some((x) => done(x) && x.e.certificateUuid)).toBe(true);
    const graduate = enrollments.filter((e) => e.userId === 3);
    expect(graduate.length).toBeGreaterThanOrEqual(13);
    expect(graduate.every((e) => e.completeCount > 0 && e.incompleteCount === 0 && e.certificateUuid)).toBe(
      true,
    );
    expect(enrollments.some((e) => e.userId === 2)).toBe(false);
  });

  it('writes banner and footer texts for every dictionary language and the six static pages', () => {
    const db = createDatabase(':memory:', { courses: 40, now });
    const langs = db.prepare('SELECT lang FROM welcome_texts').pluck().all();
    for (const code of [
      'en',
      'ar',
      'fa',
      'es-419',
      'fr',
      'zh-hk',
      'zh-cn',
      'pt-pt',
      'it-it',
      'de-de',
      'tr-tr',
      'pt',
    ])
      expect(langs).toContain(code);
    expect(db.prepare('SELECT slug FROM custom_pages ORDER BY slug').pluck().all()).toEqual([
      'about',
      'contact',
      'donate',
      'honor',
      'privacy',
      'tos',
    ]);
    expect(db.prepare('SELECT count(*) FROM languages').pluck().get()).toBe(12);
    db.close();
  });

  it('leaves a file as the server opens it: WAL, foreign keys on, every index, this schema version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atrium-seed-'));
    try {
      const db = createDatabase(join(dir, 'seed.sqlite'), { courses: 30, now });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index'").pluck().all();
      expect(indexes).toEqual(
        expect.arrayContaining(['courses_key', 'courses_slug', 'search_items_ref', 'search_items_title']),
      );
      // The unique keys hold.
      for (const column of ['slug', 'course_key']) {
        expect(() =>
          db
            .prepare(
              `UPDATE courses SET ${column} = (SELECT ${column} FROM courses WHERE id = 2) WHERE id = 1`,
            )
            .run(),
        ).toThrow(`UNIQUE constraint failed: courses.${column}`);
      }
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves the text index merged: FTS5 has nothing left to optimise', () => {
    // 300 courses are enough for FTS5 to write the index in several segments.
    const db = createDatabase(':memory:', { courses: 300, now });
    // A digest, so that a failure does not print megabytes of index blocks.
    const index = () =>
      createHash('sha256')
        .update(
          JSON.stringify(db.prepare('SELECT id, hex(block) FROM search_fts_data ORDER BY id').raw().all()),
        )
        .digest('hex');
    const seeded = index();
    db.prepare("INSERT INTO search_fts(search_fts) VALUES('optimize')").run();
    expect(index()).toEqual(seeded);
    db.close();
  });
});
