/** `GET /api/branding/v1/footer`: JSON for `application/json`, HTML otherwise, per language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { lmsLink } from '../openedx/footer.ts';
import { stockCall, stockParsed } from './stockCalls.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx' });
});

/** Each footer link of the seed, as the LMS's path and the page's name. */
const STOCK_LINKS = [
  ['/about', 'About'],
  ['/contact', 'Contact'],
  ['/donate', 'Donate'],
  ['/tos', 'Terms of Service'],
  ['/honor', 'Honor Code'],
  ['/privacy', 'Privacy Policy'],
];

const footer = (query: Record<string, string> = {}) =>
  stockCall(server.app, 'footer', { query, headers: { accept: 'application/json' } });

describe('footer', () => {
  it('answers the navigation, legal and social links as JSON', async () => {
    const body = stockParsed('footer', await footer());
    expect(body.navigation_links.map((l) => l.name)).toEqual(['about', 'contact', 'donate']);
    // The LMS's own static pages (`/tos`), as an LMS without a marketing site links them.
    expect(body.legal_links.map((l) => [l.name, l.url])).toEqual([
      ['tos', '/tos'],
      ['honor', '/honor'],
      ['privacy', '/privacy'],
    ]);
    expect(body.navigation_links.map((l) => l.url)).toEqual(['/about', '/contact', '/donate']);
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
      expect(response.body).toContain('href="/privacy"');
    },
  );

  it('answers 406 to a type it cannot give', async () => {
    const response = await stockCall(server.app, 'footer', { headers: { accept: 'application/xml' } });
    expect(response.statusCode).toBe(406);
  });
});

describe('the LMS static pages the footer links to (stand-ins)', () => {
  it.each(STOCK_LINKS)('%s is a page named from the database', async (path, name) => {
    const response = await server.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<h1>${name}</h1>`);
  });

  it('shows no operator HTML, only the page name', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/about' });
    expect(response.body).not.toContain('Our mission');
  });
});

describe('lmsLink', () => {
  it.each([
    ['/staticpages/about', '/about'],
    ['/staticpages/privacy/', '/privacy'],
    ['/staticpages/xss-check', '/staticpages/xss-check'],
    ['/staticpages/about/more', '/staticpages/about/more'],
    ['https://blog.example.org/about', 'https://blog.example.org/about'],
  ])('%s → %s', (link, expected) => {
    expect(lmsLink(link)).toBe(expected);
  });
});
