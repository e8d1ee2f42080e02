/** A reference server answering in the stock Open edX shape, started once for a file's tests. */
import { beforeAll } from 'vitest';
import { CookieJar, fixtureCourse, signIn, startServer, type TestServer } from './harness.ts';

/**
 * Starts the server before the file's tests and signs each named user in. The jars exist at once
 * (signed in by the time a test runs); the server is read through `server` once started.
 */
export function stockServerWith<U extends string>(...usernames: U[]) {
  let started: TestServer | undefined;
  const jars = Object.fromEntries(usernames.map((name) => [name, new CookieJar()])) as Record<U, CookieJar>;
  beforeAll(async () => {
    const server = await startServer({ platformApi: 'openedx' });
    for (const name of usernames) await signIn(server.app, name, undefined, jars[name]);
    started = server;
  });
  const fixture = {
    jars,
    get server(): TestServer {
      if (!started) throw new Error('the stock server starts before the tests');
      return started;
    },
    /** The course key of a named seed course. */
    key: (archetype: string) => fixtureCourse(fixture.server.db, archetype).courseKey,
  };
  return fixture;
}
