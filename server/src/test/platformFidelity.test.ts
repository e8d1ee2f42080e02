/**
 * The reference server answers as the real platform does where the earlier client proves its shape
 * (issue "Faithful to the real platform"): asserted on the server's answers, not on Atrium's tolerance.
 */
import { EXTENSIONS_CONFIG_KEY, LANGUAGE_COOKIE } from '@atrium/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, CookieJar, parsed, signIn, startServer, type TestServer } from './harness.ts';
import { setPreferredLanguage } from './account.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});

const languageCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE);

describe('instructor detail', () => {
  it('lists the course ids the instructor teaches, as many as courses_count', async () => {
    const slug = server.db
      .prepare(
        `SELECT i.slug FROM instructors i JOIN course_instructors ci ON ci.instructor_id = i.id
         GROUP BY i.id HAVING count(*) > 1 LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const response = await call(server.app, 'instructorDetail', { params: { slug } });
    const raw = response.json<{ courses: unknown[]; courses_count: number }>();
    expect(raw.courses.length).toBeGreaterThan(1);
    expect(raw.courses).toHaveLength(raw.courses_count);
    const known = server.db.prepare('SELECT 1 FROM courses WHERE course_key = ?').pluck();
    for (const id of raw.courses) {
      expect(typeof id).toBe('string');
      expect(known.get(id)).toBe(1);
    }
    expect(parsed('instructorDetail', response).courses).toEqual(raw.courses);
  });
});

describe('the language cookie follows the saved preference (the LMS language middleware)', () => {
  it('is set on the next authenticated answer after another client changed pref-lang', async () => {
    const phone = await signIn(server.app, 'graduate');
    const laptop = await signIn(server.app, 'graduate');
    laptop.cookies.set(LANGUAGE_COOKIE, 'en');

    const saved = await setPreferredLanguage(server.app, phone, 'graduate', 'ar');
    expect(saved.statusCode).toBe(204);
    // The change's own answer carries it, as the middleware runs after the view.
    expect(languageCookieOf(saved)).toMatchObject({ value: 'ar', path: '/', maxAge: 365 * 24 * 3600 });

    const next = await call(server.app, 'enrollmentList', { jar: laptop });
    expect(next.statusCode).toBe(200);
    expect(languageCookieOf(next)).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax' });
    expect(languageCookieOf(next)?.httpOnly).toBeFalsy();
    expect(laptop.get(LANGUAGE_COOKIE)).toBe('ar');

    // Once the browser has it, answers stop repeating it.
    expect(languageCookieOf(await call(server.app, 'enrollmentList', { jar: laptop }))).toBeUndefined();
    // Public answers to a signed-in browser carry it too (the middleware sees every request).
    laptop.cookies.set(LANGUAGE_COOKIE, 'fa');
    expect(languageCookieOf(await call(server.app, 'popularSubjects', { jar: laptop }))?.value).toBe('ar');
  });

  it('leaves visitors and learners without a saved language alone', async () => {
    const visitor = new CookieJar();
    visitor.cookies.set(LANGUAGE_COOKIE, 'fr');
    expect(languageCookieOf(await call(server.app, 'popularSubjects', { jar: visitor }))).toBeUndefined();
    const learner = await signIn(server.app, 'learner');
    learner.cookies.set(LANGUAGE_COOKIE, 'fr');
    const answer = await call(server.app, 'enrollmentList', { jar: learner });
    expect(answer.statusCode).toBe(200);
    expect(languageCookieOf(answer)).toBeUndefined();
  });
});

describe('CSRF, as Django REST framework enforces it', () => {
  it('is not asked of an anonymous discovery search (a read through POST)', async () => {
    const visitor = await call(server.app, 'discoverySearch', {
      body: { search_string: 'python' },
      csrf: false,
    });
    expect(visitor.statusCode).toBe(200);
    expect(parsed('discoverySearch', visitor).total).toBeGreaterThan(0);
  });

  it('is asked of a signed-in learner, with Django’s reason in the detail', async () => {
    const jar = await signIn(server.app, 'learner');
    const missing = await call(server.app, 'discoverySearch', { jar, body: {}, csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({
      detail: 'CSRF Failed: CSRF token missing.',
      error: 'csrf_failed',
    });
    const wrong = await call(server.app, 'discoverySearch', {
      jar,
      body: {},
      csrf: false,
      headers: { 'X-CSRFToken': 'x'.repeat(32) },
    });
    expect(wrong.json()).toMatchObject({ detail: 'CSRF Failed: CSRF token incorrect.' });
  });
});

describe('the runtime configuration', () => {
  it('names every Atrium extension this server has, for the client to read once', async () => {
    const config = (await call(server.app, 'mfeConfig')).json<Record<string, unknown>>();
    expect(config[EXTENSIONS_CONFIG_KEY]).toBe(
      'programs,discovery-filters,discovery-facets,enrollment-search,error-codes,enrollment-rules',
    );
  });
});
