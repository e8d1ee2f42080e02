/** Web app hosting with SPA fallback, generated images, and the stand-in pages. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, parsed, signIn, startServer, type TestServer } from './harness.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'atrium-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Atrium SPA</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startServer({ webDist: dist });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('web app hosting', () => {
  it('answers app routes with index.html, uncached', async () => {
    for (const url of ['/', '/course/anything/', '/search?q=python', '/no/such/page']) {
      const response = await server.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Atrium SPA');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a bare client (curl, a health check) with the app too, but never an API path', async () => {
    for (const headers of [{}, { accept: '*/*' }]) {
      const page = await server.app.inject({ url: '/', headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Atrium SPA');
      const api = await server.app.inject({ url: '/api/no-such-thing', headers });
      expect(api.statusCode).toBe(404);
      expect(api.body).not.toContain('Atrium SPA');
    }
    const json = await server.app.inject({ url: '/no/such/page', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
  });

  it('answers a missing asset 404, never with the app in its place (a script must not get HTML)', async () => {
    for (const headers of [html, {}]) {
      const response = await server.app.inject({ url: '/assets/app-gone.js', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Atrium SPA');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('says how to build when there is no web app', async () => {
    const bare = await startServer({ webDist: join(dist, 'missing') });
    const response = await bare.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('npm run build');
  });
});

describe('generated images', () => {
  it('serves the logo, favicon and every image the catalogue names', async () => {
    const course = parsed(
      'courseMetadata',
      await call(server.app, 'courseMetadata', { params: { slug: 'introduction-to-python-programming' } }),
    );
    const urls = [
      '/static/logo.svg',
      '/static/favicon.svg',
      course.additional_metadata.course_image_url ?? '',
      course.partner?.organization.logo ?? '',
      course.instructors[0]?.image ?? '',
      parsed('welcomeSection', await call(server.app, 'welcomeSection')).image ?? '',
    ];
    for (const url of urls) {
      const response = await server.app.inject({ url: url.replace(/^https?:\/\/[^/]+/, '') });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it("draws an instructor's initials from the name, never from the number a namesake's slug carries", async () => {
    // A namesake gets a number in its slug (as the seed does for duplicate names).
    server.db
      .prepare(`INSERT INTO instructors (slug, name, short_bio, bio) VALUES (?, ?, '', '')`)
      .run('amina-bianchi-49', 'Amina Bianchi');
    const svg = await server.app.inject({ url: '/static/instructors/amina-bianchi-49.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toMatch(/<text[^>]*>AB<\/text>/);
    // An address the catalogue does not know still gets a picture, from the address.
    const unknown = await server.app.inject({ url: '/static/instructors/no-such-person.svg' });
    expect(unknown.body).toMatch(/<text[^>]*>NSP<\/text>/);
  });
});

describe('stand-in pages', () => {
  it('shows the profile, settings and orders of the signed-in learner', async () => {
    const jar = await signIn(server.app, 'learner');
    const profile = await server.app.inject({ url: '/u/learner' });
    expect(profile.body).toContain('Layla Learner');
    const settings = await server.app.inject({ url: '/account/settings', headers: { cookie: jar.header } });
    expect(settings.body).toContain('learner@example.com');
    const orders = await server.app.inject({ url: '/orders', headers: { cookie: jar.header } });
    expect(orders.body).toContain('<h1>Order history</h1>');
    const anonymous = await server.app.inject({ url: '/account/settings' });
    expect(anonymous.body).toContain('/login?next=');
    expect((await server.app.inject({ url: '/u/nobody' })).statusCode).toBe(404);
  });

  it.each([
    ['/account/settings', 'Account settings'],
    ['/orders', 'Order history'],
    ['/payment/some-order', 'Payment'],
  ])('asks a visitor on %s to sign in and come back', async (url, title) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`/login?next=${encodeURIComponent(url)}`);
  });

  it('shows a stock LMS’s track choice: each mode of the course and its price', async () => {
    const keyOf = (title: string) =>
      server.db
        .prepare<[string], { course_key: string }>('SELECT course_key FROM courses WHERE display_name = ?')
        .get(title)?.course_key ?? '';
    const paid = await server.app.inject({
      url: `/course_modes/choose/${encodeURIComponent(keyOf('Machine Learning with Python'))}/`,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('<h1>Choose your track: Machine Learning with Python</h1>');
    expect(paid.body).toMatch(/Verified Certificate:\s*\$49/);
    expect(paid.body).not.toContain('Audit');
    const trial = await server.app.inject({
      url: `/course_modes/choose/${keyOf('Cloud Computing Foundations')}/`,
    });
    expect(trial.body).toMatch(/Audit:\s*free/);
    expect(trial.body).toMatch(/Verified Certificate:\s*\$99/);
    expect((await server.app.inject({ url: '/course_modes/choose/course-v1:No+One+Here/' })).statusCode).toBe(
      404,
    );
  });

  it('escapes data in pages and serves the XSS test page content as stored', async () => {
    const page = parsed(
      'customPage',
      await call(server.app, 'customPage', { params: { page: 'xss-check' } }),
    );
    expect(page.content).toContain('<script>');
    expect(page.content).toContain('onerror=');
  });
});
