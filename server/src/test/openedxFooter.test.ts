/** `GET /api/branding/v1/footer`: JSON for `application/json`, HTML otherwise, per language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { stockCall, stockParsed } from './stockCalls.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx' });
});

const footer = (query: Record<string, string> = {}) =>
  stockCall(server.app, 'footer', { query, headers: { accept: 'application/json' } });

describe('footer', () => {
  it('answers the navigation, legal and social links as JSON', async () => {
    const body = stockParsed('footer', await footer());
    expect(body.navigation_links.map((l) => l.name)).toEqual(['about', 'contact', 'donate']);
    expect(body.legal_links.map((l) => [l.name, l.url])).toEqual([
      ['tos', '/staticpages/tos'],
      ['honor', '/staticpages/honor'],
      ['privacy', '/staticpages/privacy'],
    ]);
    expect(body.social_links.map((l) => l.name).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'x']);
    expect(body.copyright).toContain('Atrium Test Academy');
    expect(body.openedx_link?.title).toBe('Powered by Open edX');
  });

  it('answers in English when the language asked for has no footer', async () => {
    const body = stockParsed('footer', await footer({ language: 'xx' }));
    expect(body.legal_links).toHaveLength(3);
  });

  it.each(['text/html', '*/*', 'application/json, */*'])(
    'answers an HTML fragment for %s',
    async (accept) => {
      const response = await stockCall(server.app, 'footer', { headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<footer/);
      expect(response.body).toContain('href="/staticpages/privacy"');
    },
  );

  it('answers 406 to a type it cannot give', async () => {
    const response = await stockCall(server.app, 'footer', { headers: { accept: 'application/xml' } });
    expect(response.statusCode).toBe(406);
  });
});
