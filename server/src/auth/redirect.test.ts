/** `next` is read as a browser reads the Location header, so no spelling of another host gets through. */
import { describe, expect, it } from 'vitest';
import { startServer } from '../test/harness.ts';
import { safeRedirect } from './redirect.ts';

const own = 'http://127.0.0.1:8080';

describe('safeRedirect against browser URL parsing', () => {
  it.each([
    // Browsers drop tabs and newlines inside URLs: each of these is "//evil.example" to them.
    ['/\t/evil.example/x', '/'],
    ['/\n/evil.example/x', '/'],
    ['/\r\n/evil.example', '/'],
    ['\t//evil.example', '/'],
    [' //evil.example', '/'],
    ['/\\\\evil.example', '/'],
    ['http://user:pass@127.0.0.1:8080/', '/'],
    ['http://127.0.0.1:8080.evil.example/', '/'],
    ['java\tscript:alert(1)', '/'],
    // Same-origin paths survive, escaped as the browser would send them.
    ['/search?q=a b', '/search?q=a%20b'],
    ['/overview#top', '/overview#top'],
  ])('%j → %s', (next, expected) => {
    expect(safeRedirect(next, own, ['http://localhost:5173'])).toBe(expected);
  });

  it('never answers a Location header a browser would send elsewhere, nor a 500', async () => {
    const server = await startServer({ courses: 4 });
    for (const next of ['/%09/evil.example/x', '/%0a/evil.example/x', '/%0d%0a/evil.example/x']) {
      const response = await server.app.inject({ url: `/logout?next=${next}` });
      expect(response.statusCode).toBe(302);
      expect(new URL(response.headers.location as string, own).origin).toBe(own);
    }
  });
});
