/**
 * Start-up faults end in one line and exit code 1, never a stack trace, and never write to a file that
 * is not an Atrium database; a read-only database is served read-only: the sign-in form answers an HTML
 * page, API writes a JSON 503 that says nothing was saved, and reads go on. Replays the attacks.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { explainStartupFault, isReadOnly, openOrCreateDatabase, StartupError } from '../startup.ts';
import { databaseDigest } from './dbDigest.ts';
import { appOptions, call, CookieJar, expectError, fixtureCourse, postForm, signIn } from './harness.ts';
import { setPreferredLanguage } from './account.ts';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'atrium-startup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the real server's entry point until it exits (a server that starts is killed and fails the test). */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ATRIUM_SEED_COURSES: '4', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('start-up faults', () => {
  const file = (name: string, content: Buffer | string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };
  const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
  const notAFolder = file('not-a-folder', 'x');
  const foreign = join(folder, 'foreign.sqlite');
  const other = new Database(foreign);
  other.exec('CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES (1)');
  other.close();
  const paths = {
    uncreatable: join(notAFolder, 'sub', 'atrium.sqlite'),
    underFile: join(notAFolder, 'atrium.sqlite'),
    underProc: '/proc/atrium-no-such-folder/atrium.sqlite',
    folder,
    empty: file('empty.sqlite', ''),
    garbage: file('garbage.sqlite', garbage),
    foreign,
  };
  const before = { garbage: readFileSync(paths.garbage), foreign: readFileSync(paths.foreign) };

  it.each<[keyof typeof paths, RegExp]>([
    ['uncreatable', /^.*not-a-folder is a file, not a folder, so the database cannot be created under it/],
    ['underFile', /^.*not-a-folder is a file, not a folder, so the database cannot be created under it/],
    ['underProc', /^cannot create the folder \/proc\/atrium-no-such-folder for the database/],
    ['folder', /^ATRIUM_DB names a folder/],
    ['empty', /is an empty file, not an Atrium database/],
    ['garbage', /^cannot open .*garbage\.sqlite as a database \(SQLITE_NOTADB\)/],
    ['foreign', /is a SQLite database but not Atrium's/],
  ])('%s: refused with a sentence that says what to do', (label, line) => {
    const open = () => openOrCreateDatabase(paths[label], { courses: 4 }, () => undefined);
    expect(open).toThrow(StartupError);
    expect(open).toThrow(line);
  });

  it('leaves the files it refused exactly as they were', () => {
    expect(readFileSync(paths.garbage)).toEqual(before.garbage);
    expect(readFileSync(paths.foreign)).toEqual(before.foreign);
    expect(readFileSync(paths.empty)).toHaveLength(0);
    expect(existsSync(join(notAFolder, 'sub'))).toBe(false);
  });

  it.each([
    [{ code: 'EADDRINUSE' }, /port 8080 on 127\.0\.0\.1 is in use/],
    [{ code: 'EACCES' }, /not allowed to listen on 127\.0\.0\.1:8080/],
    [{ code: 'EADDRNOTAVAIL' }, /127\.0\.0\.1 is not an address of this machine/],
    [new Error('first line\n    at somewhere'), /^first line$/],
  ])('explains %j in one line', (error, line) => {
    const fault = error instanceof Error ? error : Object.assign(new Error('x'), error);
    const text = explainStartupFault(fault, { host: '127.0.0.1', port: 8080 });
    expect(text).toMatch(line);
    expect(text).not.toContain('\n');
  });

  describe('the server process', () => {
    const neverSeeded = join(folder, 'never-seeded.sqlite');
    const cases: [label: string, env: Record<string, string>, line: RegExp][] = [
      ['a garbage file', { ATRIUM_DB: paths.garbage }, /SQLITE_NOTADB/],
      ['a path under /proc', { ATRIUM_DB: paths.underProc }, /cannot create the folder \/proc/],
      ['a bad setting', { PORT: 'eighty' }, /PORT must be a whole number/],
      ['a database under a file', { ATRIUM_DB: paths.underFile }, /is a file, not a folder/],
      ['a port out of range', { PORT: '99999', ATRIUM_DB: neverSeeded }, /PORT must be a whole number/],
      [
        'extensions on a stock platform',
        { ATRIUM_PLATFORM_API: 'openedx', ATRIUM_EXTENSIONS: 'on', ATRIUM_DB: neverSeeded },
        /ATRIUM_EXTENSIONS extend the admin-console API/,
      ],
    ];
    let results: { code: number | null; output: string }[] = [];
    it('checks the settings before it seeds a database', () => {
      expect(existsSync(neverSeeded)).toBe(false);
    });
    beforeAll(async () => {
      // In parallel: each is a fresh Node process compiling the server (many seconds on a busy machine).
      results = await Promise.all(cases.map(([, env]) => runMain(env)));
    }, 200_000);

    it.each(cases.map(([label, , line], i) => [label, line, i] as const))(
      'ends in one line and exit code 1 for %s',
      (_label, line, i) => {
        const { code, output } = results[i] ?? { code: null, output: '' };
        expect(code, output).toBe(1);
        const lines = output.trim().split('\n');
        expect(lines, output).toHaveLength(1);
        expect(lines[0]).toMatch(/^Atrium cannot start: /);
        expect(lines[0]).toMatch(line);
        expect(output).not.toMatch(/^\s+at /m);
      },
    );
  });
});

describe('a read-only database', () => {
  const path = join(folder, 'read-only.sqlite');
  let writable: Database.Database;
  let readOnly: Database.Database;
  beforeAll(() => {
    mkdirSync(folder, { recursive: true });
    writable = createDatabase(path, { courses: 24 });
    // Opened read-only, as SQLite opens a file it may not write: every write fails with SQLITE_READONLY.
    readOnly = new Database(path, { readonly: true, fileMustExist: true });
  });
  afterAll(() => {
    readOnly.close();
    writable.close();
  });
  it('is recognised at start-up', () => {
    expect(isReadOnly(readOnly)).toBe(true);
    expect(isReadOnly(writable)).toBe(false);
  });

  it('answers the sign-in form with an HTML page, a JSON client with JSON, both 503, and saves nothing', async () => {
    const app = await buildApp(appOptions(readOnly));
    const digest = databaseDigest(writable);
    for (const accept of ['text/html,application/xhtml+xml', 'application/json']) {
      const response = await postForm(
        app,
        '/login',
        new CookieJar(),
        { login: 'learner', password: 'atrium-demo' },
        { headers: { accept } },
      );
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      if (accept.startsWith('text/html')) {
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.body).toContain('role="alert">The server cannot save changes right now');
      } else expectError(response, 503, 'storage_unavailable');
      expect(response.cookies.some((c) => c.name === 'sessionid')).toBe(false);
    }
    expect(databaseDigest(writable)).toBe(digest);
  });

  it('refuses API writes with a clear JSON 503, and goes on answering reads', async () => {
    // Signed in while the database could still be written.
    const jar = await signIn(await buildApp(appOptions(writable)), 'learner');
    const app = await buildApp(appOptions(readOnly));
    const digest = databaseDigest(writable);
    const course = fixtureCourse(writable, 'python');
    const enroll = await call(app, 'enroll', {
      jar,
      body: { course_details: { course_id: course.courseKey } },
    });
    expectError(enroll, 503, 'storage_unavailable');
    expect(enroll.json<{ message: string }>().message).toMatch(/nothing was changed/);
    const preferences = await setPreferredLanguage(app, jar, 'learner', 'fr');
    expectError(preferences, 503, 'storage_unavailable');
    expect(databaseDigest(writable)).toBe(digest);
    expect((await call(app, 'enrollmentList', { jar })).statusCode).toBe(200);
    expect((await call(app, 'courseMetadata', { params: { slug: course.slug } })).statusCode).toBe(200);
  });
});
