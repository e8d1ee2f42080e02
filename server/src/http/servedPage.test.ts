/** The served index.html tells the page its platform's API before any call. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_API_META, type PlatformApi } from '@atrium/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../test/harness.ts';
import { withPlatformApi } from './servedPage.ts';

const META = (value: string) => `<meta name="${PLATFORM_API_META}" content="${value}" />`;

describe('withPlatformApi', () => {
  it.each([
    [
      '<html><head><title>A</title></head><body></body></html>',
      'openedx',
      `<html><head><title>A</title>${META('openedx')}\n</head><body></body></html>`,
    ],
    ['<HTML><HEAD></HEAD></HTML>', 'admin-console', `<HTML><HEAD>${META('admin-console')}\n</HEAD></HTML>`],
    // A page that already says one (a copy of a served page) says the server's only.
    [`<head>${META('admin-console')}\n</head>`, 'openedx', `<head>${META('openedx')}\n</head>`],
    // Without a head there is nowhere to say it: the page is served as built.
    ['<p>no head</p>', 'openedx', '<p>no head</p>'],
  ] as const)('%s (%s)', (html, api, expected) => {
    expect(withPlatformApi(html, api)).toBe(expected);
  });

  it('escapes the value for a double-quoted attribute', () => {
    const odd = `"><script>x</script>&'` as PlatformApi;
    expect(withPlatformApi('<head></head>', odd)).toBe(
      `<head>${META('&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;&#39;')}\n</head>`,
    );
  });
});

describe('the served page', () => {
  const dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Atrium</title></head><body></body></html>',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each(['openedx', 'admin-console'] as const)(
    'names the platform API (%s) on every app address, the hand-off ones included',
    async (platformApi) => {
      const { app } = await startServer({ webDist: dist, platformApi, courses: 1 });
      for (const url of ['/', '/courses', '/courses/course-v1:Org+Num+Run/about', '/staticpages/about']) {
        const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(META(platformApi));
        expect(page.body.split(PLATFORM_API_META)).toHaveLength(2);
      }
      await app.close();
    },
  );
});
