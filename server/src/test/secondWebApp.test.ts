/** A second build of the web app under its own path (ATRIUM_SECOND_WEB_APP), beside the default one. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { secondWebApp } from '../config.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { appOptions } from './harness.ts';

function build(title: string, asset: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(join(dist, 'assets', asset), `console.log('${title}')`);
  return dist;
}

let app: FastifyInstance;
beforeAll(async () => {
  const db = createDatabase(':memory:', { courses: 4, testFixtures: false });
  const webDist = build('Default build', 'app-1.js');
  const second = { path: '/operator/', dist: build('Operator build', 'app-2.js') };
  app = await buildApp(appOptions(db, { webDist, secondWebApp: second }));
});

const html = { accept: 'text/html' };

describe('a second web app', () => {
  it.each([
    ['/', 'Default build'],
    ['/course/anything/', 'Default build'],
    ['/operator/', 'Operator build'],
    ['/operator/course/anything/?x=1', 'Operator build'],
    ['/operatorx/', 'Default build'],
  ])('%s is answered with the %s', async (url, title) => {
    const response = await app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(title);
  });

  it.each([
    ['/assets/app-1.js', 200],
    ['/operator/assets/app-2.js', 200],
    ['/operator/assets/app-1.js', 404],
    ['/operator/assets/missing.js', 404],
  ])('%s answers %d, never an index page', async (url, status) => {
    const response = await app.inject({ url, headers: html });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('build</title>');
  });
});

describe('ATRIUM_SECOND_WEB_APP', () => {
  it.each<[string | undefined, { path: string; dist: string } | null]>([
    [undefined, null],
    ['', null],
    ['/operator/=/tmp/op', { path: '/operator/', dist: '/tmp/op' }],
    ['/a/b/=/tmp/op', { path: '/a/b/', dist: '/tmp/op' }],
  ])('%j → %j', (raw, expected) => {
    expect(secondWebApp(raw)).toEqual(expected);
  });

  it.each(['/tmp/op', '/operator=/tmp/op', 'operator/=/tmp/op', '/=/tmp/op', '/assets/=/tmp/op', '/op/='])(
    'refuses %j',
    (raw) => {
      expect(() => secondWebApp(raw)).toThrow(/ATRIUM_SECOND_WEB_APP/);
    },
  );
});
