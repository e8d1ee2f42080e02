/**
 * A request that does not arrive whole in time is answered 408 and its connection closed, and one
 * address holds a bounded number of connections. Replays the attack: a body announced large and fed
 * one byte at a time. The limits are small here so that the test waits little; their defaults are
 * checked apart.
 */
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { appOptions } from '../test/harness.ts';
import { DEFAULT_CONNECTION_LIMITS, httpServerOptions, type ConnectionLimits } from './connections.ts';

const db = createDatabase(':memory:', { courses: 4 });
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  // Sockets first: the server waits for its open connections before it closes.
  for (const close of closers.splice(0).reverse()) await close();
});

async function listening(limits: ConnectionLimits, trustProxy: string[] = []): Promise<number> {
  const app = await buildApp(appOptions(db, { connectionLimits: limits, trustProxy }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  return (app.server.address() as AddressInfo).port;
}

/** A socket and everything it receives until the server closes it. */
function open(port: number): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  closers.push(() => Promise.resolve(socket.destroy()));
  const closed = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  return { socket, closed };
}

const connected = (socket: Socket) => new Promise<void>((resolve) => socket.once('connect', resolve));

describe('a request that does not arrive whole in time', () => {
  it('is answered 408 with a JSON error, and its connection closed, however it is fed', async () => {
    const port = await listening({ requestTimeoutMs: 300, keepAliveTimeoutMs: 300, perAddress: 10 });
    const { socket, closed } = open(port);
    await connected(socket);
    socket.write(
      'POST /search/course_discovery/ HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200000\r\n\r\ns',
    );
    // Fed a byte now and then, as the attack did, until the server hangs up.
    const feeding = setInterval(() => socket.writable && socket.write('x'), 50);
    const received = await closed;
    clearInterval(feeding);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"error":"request_timeout"');
  });

  it('lets a request that arrives in time be answered', async () => {
    const port = await listening({ requestTimeoutMs: 2_000, keepAliveTimeoutMs: 300, perAddress: 10 });
    const { socket, closed } = open(port);
    await connected(socket);
    socket.write('GET /api/mfe_config/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // An idle keep-alive connection is closed by the server: the promise ends.
    expect(await closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('connections from one address', () => {
  const limits = { requestTimeoutMs: 5_000, keepAliveTimeoutMs: 5_000, perAddress: 3 };

  it('are capped: one more than the cap is closed at once, the others are served', async () => {
    const port = await listening(limits);
    const kept = [open(port), open(port), open(port)];
    await Promise.all(kept.map(({ socket }) => connected(socket)));
    const extra = open(port);
    expect(await extra.closed).toBe('');
    const first = kept[0];
    if (!first) throw new Error('no socket');
    first.socket.write('GET /api/mfe_config/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await first.closed).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('are counted again once one closes', async () => {
    const port = await listening(limits);
    const kept = [open(port), open(port), open(port)];
    await Promise.all(kept.map(({ socket }) => connected(socket)));
    const first = kept[0];
    if (!first) throw new Error('no socket');
    first.socket.end();
    await first.closed;
    const next = open(port);
    await connected(next.socket);
    next.socket.write('GET /api/mfe_config/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await next.closed).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('are not capped for a trusted proxy, which carries many clients', async () => {
    const port = await listening(limits, ['loopback']);
    const sockets = Array.from({ length: 5 }, () => open(port));
    await Promise.all(sockets.map(({ socket }) => connected(socket)));
    const last = sockets[4];
    if (!last) throw new Error('no socket');
    last.socket.write('GET /api/mfe_config/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await last.closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the default limits', () => {
  it('give a request 30 s, keep an idle connection 30 s, and check time-outs within 10 s', () => {
    expect(DEFAULT_CONNECTION_LIMITS).toEqual({
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 30_000,
      perAddress: 100,
    });
    expect(httpServerOptions(DEFAULT_CONNECTION_LIMITS)).toMatchObject({
      requestTimeout: 30_000,
      headersTimeout: 30_000,
      connectionsCheckingInterval: 7_500,
    });
  });
});
