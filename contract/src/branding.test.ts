import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { itRejects, itRejectsCases } from './test/itRejects.ts';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'fa-IR', name: 'فارسی' },
];

describe('instance config (A1)', () => {
  const schema = endpoints.instanceConfig.response;

  it('parses a full answer and strips unknown fields', () => {
    const out = schema.parse({
      logo: 'https://lms.example.org/static/logo.svg',
      favicon: 'https://lms.example.org/static/favicon.svg',
      has_billing: true,
      platform_name: 'Atrium Academy',
      gtm: { gtm_id: 'GTM-ABC', gtm_auth: 'auth', gtm_env: 'env-2', extra: 1 },
      use_tpa_only: false,
      tpa_queryparam: '?tpa_hint=oa2-google',
      internal_secret: 'x',
    });
    expect(out).toEqual({
      logo: 'https://lms.example.org/static/logo.svg',
      favicon: 'https://lms.example.org/static/favicon.svg',
      has_billing: true,
      platform_name: 'Atrium Academy',
      gtm: { gtm_id: 'GTM-ABC', gtm_auth: 'auth', gtm_env: 'env-2' },
      use_tpa_only: false,
      tpa_queryparam: '?tpa_hint=oa2-google',
    });
  });

  it.each([{}, { gtm: null, logo: null }])('defaults every field of %j', (input) => {
    expect(schema.parse(input)).toEqual({
      logo: null,
      favicon: null,
      has_billing: false,
      platform_name: '',
      gtm: { gtm_id: null, gtm_auth: null, gtm_env: null },
      use_tpa_only: false,
      tpa_queryparam: '',
    });
  });

  itRejectsCases(schema, [
    ['platform_name a number', { platform_name: 7 }],
    ['has_billing a string', { has_billing: 'yes' }],
    ['gtm a string', { gtm: 'GTM-ABC' }],
    ['not an object', 'Atrium'],
  ]);
});

describe('runtime MFE config', () => {
  const schema = endpoints.mfeConfig.response;

  it('keeps SCREAMING_SNAKE string and boolean keys only', () => {
    expect(
      schema.parse({
        LMS_BASE_URL: 'https://lms.example.org',
        ALLOW_PUBLIC_ACCOUNT_CREATION: false,
        lowercase_key: 'x',
        SITE_NAME: 'Atrium',
        TIMEOUT: 30,
        NESTED: { a: 1 },
      }),
    ).toEqual({
      LMS_BASE_URL: 'https://lms.example.org',
      ALLOW_PUBLIC_ACCOUNT_CREATION: false,
      SITE_NAME: 'Atrium',
    });
  });

  itRejects(schema, [null, 'LMS_BASE_URL', 3]);
});

describe('active languages (A2)', () => {
  const schema = endpoints.activeLanguages.response;

  it('parses the JSON-encoded string the real backend sends', () => {
    expect(schema.parse(JSON.stringify(languages))).toEqual(languages);
  });

  it('parses a plain array too', () => {
    expect(schema.parse(languages)).toEqual(languages);
  });

  it('drops a language without a code, keeps order, defaults a missing name', () => {
    expect(
      schema.parse(
        JSON.stringify([{ code: 'ar' }, { name: 'No code' }, { code: '' }, { code: 'en', name: 'English' }]),
      ),
    ).toEqual([
      { code: 'ar', name: '' },
      { code: 'en', name: 'English' },
    ]);
  });

  itRejectsCases(schema, [
    ['bad JSON', '[{"code": "en"'],
    ['a JSON object', '{"code":"en"}'],
    ['a JSON number', '42'],
    ['an object', { code: 'en' }],
    ['null', null],
  ]);
});

describe('dynamic features (A3)', () => {
  const schema = endpoints.dynamicFeatures.response;

  it('parses flags and logo', () => {
    expect(
      schema.parse({ remove_edx_footer: true, replace_footer_branding: false, logo_url: '/static/x.svg' }),
    ).toEqual({
      remove_edx_footer: true,
      replace_footer_branding: false,
      logo_url: '/static/x.svg',
    });
  });

  it('treats missing flags as off', () => {
    expect(schema.parse({})).toEqual({
      remove_edx_footer: false,
      replace_footer_branding: false,
      logo_url: null,
    });
  });

  itRejects(schema, [{ remove_edx_footer: 'true' }, { logo_url: 5 }, []]);
});

describe('footer section (A4)', () => {
  const schema = endpoints.footerSection.response;
  const section = {
    section_title: 'Atrium',
    section_links: [{ title: 'About', link: '/staticpages/about' }],
  };

  it('parses links per language, drops bad links and bad languages, defaults socials', () => {
    const out = schema.parse({
      logo: 'https://lms.example.org/footer.svg',
      description: { en: 'Learn with us', fa: 'با ما بیاموزید' },
      links: {
        en: {
          sections: [{ ...section, section_links: [...section.section_links, { title: 'Broken' }] }],
          socials: { linkedin: 'https://linkedin.com/company/atrium', x: null },
        },
        fa: { sections: null },
        ar: 'not an object',
      },
    });
    expect(out).toEqual({
      logo: 'https://lms.example.org/footer.svg',
      description: { en: 'Learn with us', fa: 'با ما بیاموزید' },
      links: {
        en: {
          sections: [section],
          socials: {
            linkedin: 'https://linkedin.com/company/atrium',
            facebook: null,
            x: null,
            instagram: null,
          },
        },
        fa: { sections: [], socials: { linkedin: null, facebook: null, x: null, instagram: null } },
      },
    });
  });

  it('defaults an empty answer', () => {
    expect(schema.parse({})).toEqual({ logo: null, description: {}, links: {} });
  });

  itRejects(schema, [{ links: [] }, { description: 'text' }, { logo: 1 }]);
});

describe('welcome section (A5)', () => {
  const schema = endpoints.welcomeSection.response;

  it('parses texts per language', () => {
    expect(
      schema.parse({
        title: { en: 'Learn anything' },
        highlight_word: { en: 'anything' },
        description: { en: 'Courses' },
        image: '/b.jpg',
      }),
    ).toEqual({
      title: { en: 'Learn anything' },
      highlight_word: { en: 'anything' },
      description: { en: 'Courses' },
      image: '/b.jpg',
    });
  });

  it('defaults missing texts to empty maps', () => {
    expect(schema.parse({})).toEqual({ title: {}, highlight_word: {}, description: {}, image: null });
  });

  itRejects(schema, [{ title: 'Learn' }, { image: 3 }]);
});

describe('custom page (A6)', () => {
  const schema = endpoints.customPage.response;

  it('parses name and HTML content', () => {
    expect(schema.parse({ name: 'About', content: '<p>Hi</p>', id: 3 })).toEqual({
      name: 'About',
      content: '<p>Hi</p>',
    });
  });

  itRejects(schema, [{ name: 1, content: '' }, { content: ['<p>'] }, null]);
});
