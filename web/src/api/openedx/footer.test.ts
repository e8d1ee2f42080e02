import { stockFooter } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { LMS, stockClient, stockSettings } from '../../test/stockClient.ts';
import { createApiClient } from '../client.ts';
import { HttpError } from '../errors.ts';

const FOOTER = `${LMS}/api/branding/v1/footer`;
const MFE_CONFIG = `${LMS}/api/mfe_config/v1`;

describe('the footer on a stock platform', () => {
  it.each([
    ['fr', 'fr'],
    ['zh-CN', 'zh-cn'],
    ['fa-IR', 'fa-ir'],
  ])(
    'asks the branding footer in %s (as ?language=%s) and files its links under it',
    async (language, sent) => {
      server.use(http.get(FOOTER, () => HttpResponse.json(stockFooter)));
      const { client, asked } = stockClient();
      const content = await client.call('footerSection', { query: { language } });
      // Beside it, the runtime configuration (asked once a visit) for the description.
      expect(
        asked
          .filter((r) => r.url.startsWith(FOOTER))
          .map((r) => `${r.url} (${r.headers.get('Accept') ?? ''})`),
      ).toEqual([`${FOOTER}?language=${sent} (application/json)`]);
      expect(Object.keys(content.links)).toEqual([language]);
      expect(content.links[language]?.sections).toEqual([
        {
          section_title: 'navigation_links',
          section_links: [{ title: 'About', link: 'https://www.example.org/about' }],
        },
        {
          section_title: 'legal_links',
          section_links: [{ title: 'Privacy Policy', link: `${LMS}/privacy` }],
        },
      ]);
      expect(content.links[language]?.socials.facebook).toBe('https://www.facebook.com/example');
      expect(content.logo).toBe('https://lms.example.org/static/images/logo.png');
    },
  );

  it('reads the runtime configuration a page rendered on the server brought, without asking it', async () => {
    const asked: string[] = [];
    server.use(http.get(FOOTER, () => HttpResponse.json(stockFooter)));
    const client = createApiClient(
      { ...stockSettings },
      {
        readCookies: () => '',
        knownRuntime: { ATRIUM_FOOTER_DESCRIPTION: 'Known already.' },
        fetch: (input, init) => {
          const request = new Request(input, init);
          asked.push(request.url);
          return globalThis.fetch(request);
        },
      },
    );
    const content = await client.call('footerSection', { query: { language: 'fr' } });
    expect(content.description).toEqual({ fr: 'Known already.' });
    expect(asked).toEqual([`${FOOTER}?language=fr`]);
  });

  it.each([
    [
      'a text for every language, filed under the one asked',
      'Learn from the best.',
      { fr: 'Learn from the best.' },
    ],
    ['a map of texts by language', '{"en":"Learn.","fr":"Apprenez."}', { en: 'Learn.', fr: 'Apprenez.' }],
    ['nothing for a blank value', '  ', {}],
  ])('takes its description from ATRIUM_FOOTER_DESCRIPTION: %s', async (_, configured, description) => {
    server.use(
      http.get(FOOTER, () => HttpResponse.json(stockFooter)),
      http.get(MFE_CONFIG, () => HttpResponse.json({ ATRIUM_FOOTER_DESCRIPTION: configured })),
    );
    const content = await stockClient().client.call('footerSection', { query: { language: 'fr' } });
    expect(content.description).toEqual(description);
    expect(content.links.fr?.sections).toHaveLength(2);
  });

  it('keeps its links, without a description, when the runtime configuration fails', async () => {
    server.use(
      http.get(FOOTER, () => HttpResponse.json(stockFooter)),
      http.get(MFE_CONFIG, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const content = await stockClient().client.call('footerSection', { query: { language: 'en' } });
    expect(content.description).toEqual({});
    expect(content.links.en?.sections).toHaveLength(2);
  });

  it('answers each language with the LMS’s text in it', async () => {
    server.use(
      http.get(FOOTER, ({ request }) => {
        const language = new URL(request.url).searchParams.get('language');
        const title = language === 'fr' ? 'Confidentialité' : 'Privacy Policy';
        return HttpResponse.json({
          ...stockFooter,
          legal_links: [{ name: 'privacy', title, url: '/privacy' }],
        });
      }),
    );
    const { client } = stockClient();
    const fr = await client.call('footerSection', { query: { language: 'fr' } });
    const en = await client.call('footerSection', { query: { language: 'en' } });
    expect(fr.links.fr?.sections[1]?.section_links[0]?.title).toBe('Confidentialité');
    expect(en.links.en?.sections[1]?.section_links[0]?.title).toBe('Privacy Policy');
  });

  it('fails as the LMS does while its branding API is off (404), so the footer keeps its defaults', async () => {
    server.use(http.get(FOOTER, () => new HttpResponse('<h1>Not Found</h1>', { status: 404 })));
    const call = stockClient().client.call('footerSection', { query: { language: 'en' } });
    await expect(call).rejects.toBeInstanceOf(HttpError);
  });

  it('answers the copyright bar’s defaults without a request', async () => {
    const { client, asked } = stockClient();
    expect(await client.call('dynamicFeatures')).toEqual({
      remove_edx_footer: false,
      replace_footer_branding: false,
      logo_url: null,
    });
    expect(asked).toEqual([]);
  });
});
