/**
 * Only allowed Host names are answered (ATRIUM_ALLOWED_HOSTS): `Host: evil.example` can neither put the
 * absolute links of an answer on that host nor make it an allowed `next` target. Replays the attack.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { appOptions, expectError } from '../test/harness.ts';
import { hostName, isAllowedHost, targetAuthority } from './hosts.ts';

describe('isAllowedHost', () => {
  const list = ['127.0.0.1', 'localhost', '[::1]', 'atrium.example', '.school.example'];
  it.each([
    ['127.0.0.1:8221', true],
    ['localhost', true],
    ['LOCALHOST:80', true],
    ['localhost.', true],
    ['[::1]:8080', true],
    ['atrium.example', true],
    ['school.example', true],
    ['www.school.example:443', true],
    ['evil.example', false],
    ['atrium.example.evil.example', false],
    ['evilschool.example', false],
    ['127.0.0.2', false],
    ['[::2]', false],
    ['', false],
    [':8080', false],
  ])('%j → %s', (host, expected) => {
    expect(isAllowedHost(host, list)).toBe(expected);
  });

  it('reads the name without the port', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1]:8080')).toBe('[::1]');
  });
});

describe('ATRIUM_ALLOWED_HOSTS', () => {
  it('defaults to the listening host and the loopback names', () => {
    expect(readConfig({}).allowedHosts).toEqual(['127.0.0.1', 'localhost', '[::1]']);
    expect(readConfig({ HOST: 'atrium.local' }).allowedHosts).toEqual([
      'atrium.local',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    // Listening everywhere names no host of its own.
    expect(readConfig({ HOST: '0.0.0.0' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });

  it('reads a list of names, and refuses URLs and ports', () => {
    expect(readConfig({ ATRIUM_ALLOWED_HOSTS: 'Atrium.Example, .school.example' }).allowedHosts).toEqual([
      'atrium.example',
      '.school.example',
    ]);
    for (const bad of ['https://atrium.example', 'atrium.example:8080', 'a b'])
      expect(() => readConfig({ ATRIUM_ALLOWED_HOSTS: bad })).toThrow(/ATRIUM_ALLOWED_HOSTS/);
  });
});

describe('a request naming another host', () => {
  const db = createDatabase(':memory:', { courses: 8 });
  const options = appOptions(db, { allowedHosts: ['127.0.0.1', 'localhost', 'atrium.example'] });

  it.each([
    ['the instance configuration (absolute logo links)', '/admin-console/api/instance-config/'],
    ['sign-out with a next on that host', '/logout?next=http%3A%2F%2Fevil.example%2Fsteal'],
    ['the sign-in page', '/login?next=http%3A%2F%2Fevil.example%2F'],
    ['a static file', '/static/logo.svg'],
    ['an instructor list (absolute page links)', '/admin-console/api/instructor-list/'],
  ])('is answered 400 with a clear JSON error: %s', async (_label, url) => {
    const app = await buildApp(options);
    for (const host of [
      'evil.example',
      'evil.example:8080',
      '127.0.0.1.evil.example',
      'localhost@evil.example',
    ]) {
      const response = await app.inject({ url, headers: { host } });
      expectError(response, 400, 'host_not_allowed');
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('is answered as usual for an allowed host, whose links use that host', async () => {
    const app = await buildApp(options);
    for (const host of ['127.0.0.1:8221', 'localhost', 'atrium.example']) {
      const config = await app.inject({ url: '/admin-console/api/instance-config/', headers: { host } });
      expect(config.statusCode).toBe(200);
      expect(config.json<{ logo: string }>().logo).toBe(`http://${host}/static/logo.svg`);
      const logout = await app.inject({
        url: `/logout?next=${encodeURIComponent(`http://${host}/x`)}`,
        headers: { host },
      });
      expect(logout.headers.location).toBe(`http://${host}/x`);
    }
  });

  it('is believed from X-Forwarded-Host only when a trusted proxy says it, and checked all the same', async () => {
    const app = await buildApp({ ...options, trustProxy: ['10.0.0.1'] });
    const from = (remoteAddress: string, forwarded: string) =>
      app.inject({
        url: '/admin-console/api/instance-config/',
        remoteAddress,
        headers: { host: 'localhost', 'x-forwarded-host': forwarded, 'x-forwarded-proto': 'https' },
      });
    expectError(await from('10.0.0.1', 'evil.example'), 400, 'host_not_allowed');
    const proxied = await from('10.0.0.1', 'atrium.example');
    expect(proxied.json<{ logo: string }>().logo).toBe('https://atrium.example/static/logo.svg');
    // Anyone else's X-Forwarded-* headers are ignored: the Host header counts.
    const direct = await from('192.0.2.1', 'evil.example');
    expect(direct.json<{ logo: string }>().logo).toBe('http://localhost/static/logo.svg');
  });
});

describe('an absolute-form request target (RFC 9112 §3.2.2)', () => {
  const db = createDatabase(':memory:', { courses: 30 });
  const options = appOptions(db, { allowedHosts: ['127.0.0.1', 'localhost'] });

  /** Sends one raw HTTP/1.1 request over a socket: light-my-request would turn the target into a Host. */
  async function raw(target: string): Promise<{ status: number; body: string }> {
    const app = await buildApp(options);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
        );
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      return { status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
    } finally {
      await app.close();
    }
  }

  it.each([
    ['the Course API (page links)', 'http://evil.example/api/courses/v1/courses/?page=2'],
    ['the instructor list (page links)', 'http://evil.example/admin-console/api/instructor-list/'],
  ])('naming another host is refused: %s', async (_label, target) => {
    const { status, body } = await raw(target);
    expect(status).toBe(400);
    expect(body).toContain('host_not_allowed');
    expect(body).not.toContain('"next"');
  });

  it('naming an allowed host is answered, with page links on the checked origin', async () => {
    const { status, body } = await raw('http://localhost/api/courses/v1/courses/?page=2');
    expect(status).toBe(200);
    expect(body).not.toContain('evil.example');
    expect(body).toMatch(/"next":"http:\/\/127\.0\.0\.1:\d+\/api\/courses\/v1\/courses\/\?page=3"/);
  });

  it.each([
    ['/a', ''],
    ['*', ''],
    ['http://evil.example/a', 'evil.example'],
    ['https://evil.example:8443/a?b', 'evil.example:8443'],
  ])('targetAuthority(%j) is %j', (target, authority) => {
    expect(targetAuthority(target)).toBe(authority);
  });
});
