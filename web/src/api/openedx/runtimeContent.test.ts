import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { footerDescriptionOfRuntime, NO_WELCOME, welcomeOfRuntime } from './runtimeContent.ts';

const welcome = {
  title: { en: 'Learn with us' },
  highlight_word: { en: 'us' },
  description: { en: 'Our courses.' },
  image: '/static/banner.png',
};

describe('the welcome banner from ATRIUM_WELCOME', () => {
  it.each([
    ['the configured banner', { ATRIUM_WELCOME: JSON.stringify(welcome) }, welcome],
    ['no text without the key', {}, NO_WELCOME],
    ['no text for malformed JSON', { ATRIUM_WELCOME: '{"title":' }, NO_WELCOME],
    ['no text for a list', { ATRIUM_WELCOME: '[]' }, NO_WELCOME],
  ])('gives %s', (_, runtime, expected) => {
    expect(welcomeOfRuntime(runtime)).toEqual(expected);
  });

  it('is answered from the one runtime configuration the start-up reads, without another request', async () => {
    server.use(
      http.get(`${LMS}/api/mfe_config/v1`, () =>
        HttpResponse.json({
          ATRIUM_LANGUAGES: JSON.stringify([{ code: 'en', name: 'English' }]),
          ATRIUM_WELCOME: JSON.stringify(welcome),
        }),
      ),
    );
    const { client, asked } = stockClient();
    await client.call('instanceConfig');
    expect(await client.call('welcomeSection')).toEqual(welcome);
    expect(asked.map((r) => r.url)).toEqual([`${LMS}/api/mfe_config/v1?mfe=atrium`]);
  });
});

describe('the footer description from ATRIUM_FOOTER_DESCRIPTION', () => {
  it.each([
    ['plain text, under the language asked', 'Learn.', { fr: 'Learn.' }],
    ['a map by language, as it is', '{"en":"Learn.","ar":"تعلم."}', { en: 'Learn.', ar: 'تعلم.' }],
    ['nothing for a blank value', ' ', {}],
    ['nothing without the key', undefined, {}],
  ])('reads %s', (_, value, expected) => {
    const runtime: Record<string, string> = value === undefined ? {} : { ATRIUM_FOOTER_DESCRIPTION: value };
    expect(footerDescriptionOfRuntime(runtime, 'fr')).toEqual(expected);
  });
});
