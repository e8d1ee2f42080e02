/** The security headers: the CSP on every HTML page (SPA fallback and server-rendered), nosniff everywhere. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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

let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Atrium SPA</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startServer({ webDist: dist, courses: 4 });
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

  it('never allows inline script, eval, style attributes, wildcards or plugins', () => {
    for (const tagManager of [false, true]) {
      const policy = contentSecurityPolicy({ tagManager, frontendOrigins: [] });
      const csp = directives(policy);
      expect(policy).not.toMatch(/unsafe-eval|\*(?!\.)/);
      for (const directive of ['default-src', 'script-src', 'style-src'])
        expect(csp.get(directive)).not.toContain("'unsafe-inline'");
      // Only <style> elements written at run time (the dialogs' scroll lock) may be inline.
      expect(
        [...csp].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name),
      ).toEqual(['style-src-elem']);
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
