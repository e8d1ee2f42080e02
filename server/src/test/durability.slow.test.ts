/**
 * A kill mid-write loses nothing already acknowledged: the real server (child process, file database in
 * WAL mode) takes enrollments over HTTP, is killed with SIGKILL while more are in flight, restarts on the
 * same database, and still has every enrollment it answered 2xx to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startOnFreePort, type ChildServer } from './childServer.ts';

const folder = mkdtempSync(join(tmpdir(), 'atrium-durability-'));
const dbPath = join(folder, 'atrium.sqlite');
const env = {
  ATRIUM_DB: dbPath,
  ATRIUM_SEED_COURSES: '60',
  ATRIUM_WEB_DIST: join(folder, 'no-web-app'),
  ATRIUM_JWT_LIFETIME: '3600',
};
const children: ChildServer[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.process.exitCode === null && child.process.signalCode === null) {
      child.process.kill('SIGKILL');
      await child.exited;
    }
  rmSync(folder, { recursive: true, force: true });
});

/** Cookies as a browser keeps them. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0] ?? '';
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function signInLearner(origin: string): Promise<{ jar: Jar; csrf: string }> {
  const jar = new Jar();
  const token = await fetch(`${origin}/csrf/api/v1/token`);
  jar.take(token);
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfmiddlewaretoken: csrfToken, login: 'learner', password: 'atrium-demo' }),
  });
  expect(login.status).toBe(303);
  jar.take(login);
  // The sign-in replaced the CSRF token: ask for the new one, as the web app does after the redirect.
  const fresh = await fetch(`${origin}/csrf/api/v1/token`, { headers: { cookie: jar.header } });
  const { csrfToken: rotated } = (await fresh.json()) as { csrfToken: string };
  expect(rotated).not.toBe(csrfToken);
  return { jar, csrf: rotated };
}

/** Courses the learner is not enrolled in (the server decides which of them it may join). */
function candidateCourses(): string[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], string>(
        `SELECT course_key FROM courses c WHERE NOT EXISTS (
           SELECT 1 FROM enrollments e JOIN users u ON u.id = e.user_id
           WHERE u.username = 'learner' AND e.course_id = c.id AND e.is_active = 1) ORDER BY c.id`,
      )
      .pluck()
      .all();
  } finally {
    db.close();
  }
}

describe('durability', () => {
  it('keeps every acknowledged enrollment across a SIGKILL in the middle of a stream of them', async () => {
    const first = await startOnFreePort(env);
    children.push(first);
    const { jar, csrf } = await signInLearner(first.origin);
    const queue = candidateCourses();
    const acknowledged: string[] = [];
    const KILL_AFTER = 10;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const alive = () => first.process.signalCode === null;

    const enrollNext = async (): Promise<void> => {
      for (let course = queue.shift(); course !== undefined; course = queue.shift()) {
        if (!alive()) return;
        inFlight++;
        try {
          const response = await fetch(`${first.origin}/api/enrollment/v1/enrollment`, {
            method: 'POST',
            headers: {
              cookie: jar.header,
              'x-csrftoken': csrf,
              'use-jwt-cookie': 'true',
              'content-type': 'application/json',
            },
            body: JSON.stringify({ course_details: { course_id: course } }),
          });
          if (response.ok) acknowledged.push(course);
        } catch {
          return; // the server is gone: this one was never acknowledged
        } finally {
          inFlight--;
        }
        if (acknowledged.length >= KILL_AFTER && alive()) {
          inFlightAtKill = inFlight;
          first.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all([enrollNext(), enrollNext(), enrollNext(), enrollNext()]);
    if (alive()) first.process.kill('SIGKILL');
    await first.exited;
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(acknowledged.length, first.output()).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill came while the stream was still going, not after it had drained.
    expect(inFlightAtKill + queue.length).toBeGreaterThan(0);

    // Same database, same cookies (the JWT secret lives in the database too).
    const second = await startOnFreePort(env);
    children.push(second);
    for (const course of acknowledged) {
      const status = await fetch(
        `${second.origin}/api/enrollment/v1/enrollment/${encodeURIComponent(course)}`,
        {
          headers: { cookie: jar.header, 'use-jwt-cookie': 'true' },
        },
      );
      expect(status.status, course).toBe(200);
      expect(await status.json(), course).toMatchObject({ is_active: true });
    }
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const db = new Database(dbPath, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const active = db
        .prepare<[], string>(
          `SELECT c.course_key FROM enrollments e JOIN courses c ON c.id = e.course_id
           WHERE e.user_id = (SELECT id FROM users WHERE username = 'learner') AND e.is_active = 1`,
        )
        .pluck()
        .all();
      for (const course of acknowledged) expect(active).toContain(course);
    } finally {
      db.close();
    }
  }, 120_000);
});
