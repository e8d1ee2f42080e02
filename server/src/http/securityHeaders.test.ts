/**
 * The security headers: the CSP on every HTML page (SPA fallback and server-rendered), nosniff and the
 * referrer policy on every answer, the router's and Node's HTTP parser's refusals included.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRONTEND, startServer, type TestServer } from '../test/harness.ts';
import { contentSecurityPolicy } from './securityHeaders.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The policy as a map of directive → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** A server of a built app's two files (each describe has its own: the wire's closes its server). */
function startWithDist(): Promise<TestServer> {
  const dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Atrium SPA</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  return startServer({ webDist: dist, courses: 4 });
}

let server: TestServer;
beforeAll(async () => {
  server = await startWithDist();
});

describe('security headers', () => {
  it('index.html (SPA fallback) carries the policy, nosniff, the referrer policy and no framing', async () => {
    for (const url of ['/', '/course/anything/', '/search?q=python']) {
      const response = await server.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('server-rendered pages carry it too, and their forms may return to a front-end origin', async () => {
    const response = await server.app.inject({ url: '/login', headers: html });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('form-action')).toEqual(["'self'", FRONTEND]);
  });

  it('JSON and assets get nosniff but no page policy', async () => {
    for (const url of ['/admin-console/api/instance-config/', '/assets/app-abc123.js']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('never allows inline script, eval, wildcards or plugins', () => {
    for (const tagManager of [false, true]) {
      const policy = contentSecurityPolicy({ tagManager, frontendOrigins: [] });
      const csp = directives(policy);
      expect(policy).not.toMatch(/unsafe-eval|\*(?!\.)/);
      for (const directive of ['default-src', 'script-src', 'style-src'])
        expect(csp.get(directive)).not.toContain("'unsafe-inline'");
      // Only styles may be inline: <style> elements written at run time (the dialogs' scroll lock), and
      // the style attributes of a page rendered on the server. Neither can run script.
      expect(
        [...csp].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name),
      ).toEqual(['style-src-attr', 'style-src-elem']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('allows the tag manager only when a container is configured', async () => {
    const plain = directives(contentSecurityPolicy({ tagManager: false, frontendOrigins: [] }));
    expect(plain.get('script-src')).toEqual(["'self'"]);
    const withGtm = await startServer({ courses: 4, instance: { gtmId: 'GTM-ABC1234' } });
    const response = await withGtm.app.inject({ url: '/login', headers: html });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
  });
});

/** One raw request over a real socket (inject would normalise what the router must refuse itself). */
function rawRequest(
  port: number,
  request: string,
): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      for (const line of lines) {
        const at = line.indexOf(':');
        headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

describe('every answer over the wire, the router’s and the HTTP parser’s refusals included', () => {
  let port = 0;
  let wired: TestServer;
  beforeAll(async () => {
    wired = await startWithDist();
    await wired.app.listen({ port: 0, host: '127.0.0.1' });
    const address = wired.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => wired.app.close());

  const get = (path: string, headers = '') =>
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`;
  const post = (path: string, type: string, body: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

  it.each([
    ['a path that is not valid percent-encoding', 400, get('/%c0')],
    ['an API path with a bad escape', 400, get('/admin-console/api/course-metadata/%E0%A4%A/')],
    ['a path segment over the limit', 414, get(`/admin-console/api/course-metadata/${'a'.repeat(301)}/`)],
    ['an unknown API path', 404, get('/api/nothing-here')],
    ['an unknown method', 400, 'BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['malformed JSON', 400, post('/admin-console/api/full-course-discovery/', 'application/json', '{')],
    ['a body over the limit', 413, post('/login', 'application/json', `"${'x'.repeat(300_000)}"`)],
    ['a malformed header', 400, get('/', 'Not a header\r\n')],
    ['headers over the size limit', 431, get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`)],
    ['a request line that is not HTTP', 400, 'HELLO\r\n\r\n'],
  ])('%s: %i with nosniff and the referrer policy', async (_label, status, request) => {
    const response = await rawRequest(port, request);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['a page that does not exist', '/certificates/no-such-certificate'],
    ['an HTML route with a bad escape', '/course/%c0/'],
  ])('%s: an HTML answer also carries the policy and no framing', async (_label, path) => {
    const response = await rawRequest(port, get(path, 'Accept: text/html\r\n'));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});
