/** Text compression: negotiation, JSON answers over 1 kB, index.html precompressed, Vary. */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from '../test/harness.ts';
import { negotiateEncoding } from './compression.ts';
import { withPlatformApi } from './servedPage.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['br;q=0, gzip;q=0, *;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['br;q=nonsense, gzip;q=0.2', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

const decode = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
};
const varies = (response: LightMyRequestResponse) =>
  (response.headers.vary ?? '').toLowerCase().includes('accept-encoding');

describe('compressed answers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
  const index = join(dist, 'index.html');
  const built = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
  // As served: told the platform's API (servedPage.ts).
  const html = (title: string) => withPlatformApi(built(title), 'admin-console');
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(index, built('First build'));
    server = await startServer({ webDist: dist });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const search = (acceptEncoding?: string) =>
    call(server.app, 'discoverySearch', {
      body: {},
      query: { page_size: 12 },
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends JSON over 1 kB as brotli or gzip when accepted, the same answer once decoded', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(varies(plain)).toBe(true);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const packed = await search(accept);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(varies(packed)).toBe(true);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
      expect(JSON.parse(decode(packed))).toEqual(plain.json());
    }
  });

  it('leaves answers under 1 kB and refused encodings alone', async () => {
    const token = await call(server.app, 'csrfToken', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(token.headers['content-encoding']).toBeUndefined();
    expect(token.json()).toHaveProperty('csrfToken');
    const refused = await search('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('results');
  });

  it('sends index.html precompressed, and the new file after a rebuild', async () => {
    const get = (acceptEncoding: string) =>
      server.app.inject({
        method: 'GET',
        url: '/search?q=data',
        headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
      });
    const br = await get('br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(decode(br)).toBe(html('First build'));
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(html('First build'));
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html('First build'));

    writeFileSync(index, built('Second build'));
    const later = new Date(Date.now() + 5000);
    utimesSync(index, later, later);
    expect(decode(await get('br'))).toBe(html('Second build'));
  });
});
