/**
 * The stock Django form views read `request.POST`, which holds a urlencoded and a multipart body
 * alike (the official learner dashboard unenrolls, and the official catalogue searches, in multipart),
 * and refuse more than 1 000 fields (`DATA_UPLOAD_MAX_NUMBER_FIELDS`) on every form route.
 */
import { describe, expect, it } from 'vitest';
import { CookieJar, csrfFor, fixtureCourse } from './harness.ts';
import { expectStockError, multipartBody, stockCall, stockParsed } from './stockCalls.ts';
import { stockServerWith } from './stockServer.ts';

const stock = stockServerWith('learner', 'graduate');
const ENCODINGS = [
  ['urlencoded', false],
  ['multipart', true],
] as const;

const isActive = (username: string, archetype: string) =>
  stock.server.db
    .prepare(
      'SELECT e.is_active FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.username = ? AND e.course_id = ?',
    )
    .pluck()
    .get(username, fixtureCourse(stock.server.db, archetype).id) as number | undefined;

/** `count` fields in all: the given ones, then fillers. */
const withFields = (fields: Record<string, unknown>, count: number) => {
  const all: Record<string, unknown> = { ...fields };
  for (let i = Object.keys(fields).length; i < count; i++) all[`filler${i}`] = 'x';
  return all;
};

describe.each(ENCODINGS)('%s forms', (_name, multipart) => {
  const course = multipart ? 'arabic' : 'persian';

  it('change_enrollment enrolls and unenrolls', async () => {
    const change = (enrollment_action: string) =>
      stockCall(stock.server.app, 'changeEnrollment', {
        jar: stock.jars.graduate,
        body: { course_id: stock.key(course), enrollment_action },
        multipart,
      });
    expect((await change('enroll')).statusCode).toBe(200);
    expect(isActive('graduate', course)).toBe(1);
    const left = await change('unenroll');
    expect([left.statusCode, left.body]).toEqual([200, '']);
    expect(isActive('graduate', course)).toBe(0);
  });

  it('course discovery and course list search answer as for the other encoding', async () => {
    for (const name of ['courseDiscovery', 'courseListSearch'] as const) {
      const body = { search_string: 'data', language: 'en', page_size: 5 };
      const sent = stockParsed(name, await stockCall(stock.server.app, name, { body, multipart }));
      const other = stockParsed(
        name,
        await stockCall(stock.server.app, name, { body, multipart: !multipart }),
      );
      expect(sent.total).toBeGreaterThan(0);
      expect(sent.results.map((r) => r.data.id)).toEqual(other.results.map((r) => r.data.id));
    }
  });

  it('course list search reads a repeated field as several values', async () => {
    const orgs = ['AtriumX', 'MeridianX'];
    const both = stockParsed(
      'courseListSearch',
      await stockCall(stock.server.app, 'courseListSearch', {
        body: { org: orgs, page_size: 100 },
        multipart,
      }),
    );
    expect(new Set(both.results.map((r) => r.data.org))).toEqual(new Set(orgs));
  });

  it('takes the CSRF token from the form field, and refuses without one', async () => {
    const jar = stock.jars.learner;
    const body = { course_id: stock.key('python'), enrollment_action: 'unenroll' };
    const token = await csrfFor(stock.server.app, jar);
    const withField = await stockCall(stock.server.app, 'changeEnrollment', {
      jar,
      csrf: false,
      multipart,
      body: { ...body, csrfmiddlewaretoken: token },
    });
    // Past the CSRF check: the view's own refusal.
    expect([withField.statusCode, withField.body]).toEqual([400, 'You are not enrolled in this course']);
    const without = await stockCall(stock.server.app, 'changeEnrollment', {
      jar,
      csrf: false,
      multipart,
      body,
    });
    expect(without.statusCode).toBe(403);
    expect(without.body).toMatch(/CSRF verification failed/);
  });

  it('takes 1 000 fields and refuses 1 001 with 400 on every stock form route', async () => {
    const enroll = { course_id: stock.key('python'), enrollment_action: 'unenroll' };
    const change = (count: number) =>
      stockCall(stock.server.app, 'changeEnrollment', {
        jar: stock.jars.learner,
        body: withFields(enroll, count),
        multipart,
      });
    expect((await change(1000)).body).toBe('You are not enrolled in this course');
    const refused = await change(1001);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/at most 1000 fields/);
    for (const name of ['courseDiscovery', 'courseListSearch'] as const) {
      const search = (count: number) =>
        stockCall(stock.server.app, name, { body: withFields({ page_size: 1 }, count), multipart });
      expect((await search(1000)).statusCode).toBe(200);
      const body = expectStockError(await search(1001), 400, ['error']) as { error: string };
      expect(body.error).toMatch(/at most 1000 fields/);
    }
  });
});

describe('sign-in and registration forms', () => {
  const post = async (path: string, fields: Record<string, unknown>, multipart: boolean) => {
    const jar = new CookieJar();
    const token = await csrfFor(stock.server.app, jar);
    const all = { csrfmiddlewaretoken: token, ...fields };
    const encoded = multipart
      ? await multipartBody(all)
      : {
          type: 'application/x-www-form-urlencoded',
          body: new URLSearchParams(all as Record<string, string>).toString(),
        };
    return stock.server.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: jar.header, 'content-type': encoded.type, accept: 'application/json' },
      payload: encoded.body,
    });
  };

  it.each(ENCODINGS)('%s: /login signs in with 1 000 fields and refuses 1 001', async (_name, multipart) => {
    const credentials = { login: 'graduate', password: 'atrium-demo' };
    expect((await post('/login', withFields(credentials, 999), multipart)).statusCode).toBe(303);
    const refused = await post('/login', withFields(credentials, 1000), multipart);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it.each(ENCODINGS)('%s: /register refuses 1 001 fields before reading any', async (_name, multipart) => {
    const account = { name: 'Field Probe', username: `probe-${String(multipart)}`, email: 'p@example.com' };
    const refused = await post(
      '/register',
      withFields({ ...account, password: 'long-enough' }, 1000),
      multipart,
    );
    expect(refused.statusCode).toBe(400);
    const exists = stock.server.db
      .prepare('SELECT count(*) FROM users WHERE username = ?')
      .pluck()
      .get(account.username);
    expect(exists).toBe(0);
  });
});

describe('malformed multipart bodies', () => {
  const send = (name: 'changeEnrollment' | 'courseDiscovery', type: string, payload: string) =>
    stock.server.app.inject({
      method: 'POST',
      url: name === 'changeEnrollment' ? '/change_enrollment' : '/search/course_discovery/',
      headers: { 'content-type': type },
      payload,
    });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    [
      'a body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
  ])('%s: a 400 in each view family’s shape, never a 500', async (_why, type, payload) => {
    const search = await send('courseDiscovery', type, payload);
    expectStockError(search, 400, ['error']);
    const change = await send('changeEnrollment', type, payload);
    expect(change.statusCode).toBe(400);
    expect(change.headers['content-type']).toMatch(/^text\/html/);
  });
});
