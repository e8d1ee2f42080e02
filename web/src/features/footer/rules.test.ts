import { FooterContent } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../../i18n/pickLanguage.ts';
import { copyrightBar, footerLink, footerSections, socialLinks } from './rules.ts';

describe('pickLanguage', () => {
  const map = { en: 'English', fa: 'Persian', 'de-DE': 'German', 'zh-hk': 'Chinese HK' };
  it.each<[string, string | null]>([
    ['en', 'English'],
    ['EN', 'English'],
    ['fa-IR', 'Persian'],
    ['fa_IR', 'Persian'],
    ['de', 'German'],
    ['de-de', 'German'],
    ['zh-HK', 'Chinese HK'],
    ['ar', null],
  ])('%s → %s', (locale, expected) => {
    expect(pickLanguage(map, locale)).toBe(expected);
  });
});

describe('footerLink (only http(s) or relative links)', () => {
  it.each([
    ['/staticpages/about', { title: 'About', to: '/staticpages/about' }],
    ['staticpages/about', { title: 'About', to: '/staticpages/about' }],
    ['https://blog.example.org', { title: 'About', href: 'https://blog.example.org' }],
    ['//cdn.example.org/x', { title: 'About', href: '//cdn.example.org/x' }],
    ['javascript:alert(1)', null],
    ['mailto:a@b.c', null],
    ['', null],
  ])('%s', (link, expected) => {
    expect(footerLink('About', link)).toEqual(expected);
  });
});

const content = FooterContent.parse({
  logo: null,
  description: { en: 'Hello' },
  links: {
    en: {
      sections: [
        {
          section_title: 'Atrium',
          section_links: [
            { title: 'About', link: '/staticpages/about' },
            { title: 'Bad', link: 'javascript:x' },
          ],
        },
        { section_title: '', section_links: [{ title: 'Hidden', link: '/x' }] },
        { section_title: 'Third', section_links: [] },
      ],
      socials: {
        linkedin: 'https://linkedin.com/x',
        facebook: '',
        x: 'javascript:alert(1)',
        instagram: 'https://instagram.com/x',
      },
    },
  },
});

describe('footerSections', () => {
  it('keeps the first two sections, drops an untitled one and unsafe links', () => {
    expect(footerSections(content, 'en')).toEqual([
      { title: 'Atrium', links: [{ title: 'About', to: '/staticpages/about' }] },
    ]);
  });

  it('has nothing for a language without links, or before the answer', () => {
    expect(footerSections(content, 'ar')).toEqual([]);
    expect(footerSections(undefined, 'en')).toEqual([]);
  });
});

describe('socialLinks', () => {
  it('keeps only present, safe links in the order linkedin, facebook, x, instagram', () => {
    expect(socialLinks(content, 'en').map((s) => s.network)).toEqual(['linkedin', 'instagram']);
  });
});

describe('copyrightBar (docs/product-rules.md, "Footer")', () => {
  it.each([
    [undefined, { trademark: true, branding: { kind: 'poweredBy' } }],
    [
      { remove_edx_footer: true, replace_footer_branding: false, logo_url: null },
      { trademark: false, branding: { kind: 'poweredBy' } },
    ],
    [
      { remove_edx_footer: false, replace_footer_branding: true, logo_url: 'https://x/logo.png' },
      { trademark: true, branding: { kind: 'custom', logo: 'https://x/logo.png' } },
    ],
    [
      { remove_edx_footer: true, replace_footer_branding: true, logo_url: 'javascript:x' },
      { trademark: false, branding: { kind: 'custom', logo: null } },
    ],
  ])('%j', (features, expected) => {
    expect(copyrightBar(features)).toEqual(expected);
  });
});
