import { describe, expect, it } from 'vitest';
import { FooterContent, StockFooter } from '@atrium/contract';
import { stockFooter } from '@atrium/contract/samples';
import {
  footerContentFromStock,
  platformLink,
  stockLanguage,
  type StockFooterOptions,
} from './footerContent.ts';

const LMS = 'https://lms.example.org';
const OPTIONS: StockFooterOptions = { language: 'fr', lmsBaseUrl: LMS };
/** The sections' titles: their lists' names, which the footer titles from its catalogue. */
const NAVIGATION = 'navigation_links';
const LEGAL = 'legal_links';

/** The stock sample with some lists or fields replaced, read through the contract's schema. */
const footer = (changes: Record<string, unknown> = {}) => StockFooter.parse({ ...stockFooter, ...changes });
const link = (title: string, url: string, name = title.toLowerCase()) => ({ name, title, url });
type Socials = FooterContent['links'][string]['socials'];
const NO_SOCIALS: Socials = { facebook: null, instagram: null, linkedin: null, x: null };

describe('footerContentFromStock', () => {
  it('maps the stock sample: its two lists as two sections, LMS paths on the LMS host', () => {
    const content = footerContentFromStock(footer(), OPTIONS);
    expect(content).toEqual<FooterContent>({
      logo: 'https://lms.example.org/static/images/logo.png',
      description: {},
      links: {
        fr: {
          sections: [
            {
              section_title: NAVIGATION,
              section_links: [{ title: 'About', link: 'https://www.example.org/about' }],
            },
            {
              section_title: LEGAL,
              section_links: [{ title: 'Privacy Policy', link: 'https://lms.example.org/privacy' }],
            },
          ],
          socials: { ...NO_SOCIALS, facebook: 'https://www.facebook.com/example' },
        },
      },
    });
    // What the footer feature reads is the admin-console answer exactly.
    expect(FooterContent.parse(content)).toEqual(content);
  });

  type Sections = { title: string; links: string[] }[];
  const sectionsOf = (content: FooterContent): Sections =>
    (content.links.fr?.sections ?? []).map((s) => ({
      title: s.section_title,
      links: s.section_links.map((l) => `${l.title} ${l.link}`),
    }));

  it.each<[string, Record<string, unknown>, Sections]>([
    [
      'only the later lists: business and connect, then more info',
      {
        navigation_links: [],
        legal_links: [],
        business_links: [link('About', '/about')],
        connect_links: [link('Contact', '/support/contact_us')],
        more_info_links: [link('Terms of Service', '/tos')],
      },
      [
        {
          title: NAVIGATION,
          links: [
            'About https://lms.example.org/about',
            'Contact https://lms.example.org/support/contact_us',
          ],
        },
        { title: LEGAL, links: ['Terms of Service https://lms.example.org/tos'] },
      ],
    ],
    [
      'unsafe, fragment-only and untitled links are dropped, a repeated one kept once',
      {
        navigation_links: [
          link('Evil', 'javascript:alert(1)'),
          link('Blog', '#'),
          link('', '/nameless'),
          link('Data', 'data:text/html,x'),
          link('News', '/news/'),
          link('News again', 'https://lms.example.org/news/'),
        ],
        legal_links: [],
        more_info_links: [],
      },
      [{ title: NAVIGATION, links: ['News https://lms.example.org/news/'] }],
    ],
    [
      'an empty list is no section',
      { navigation_links: [], business_links: [], connect_links: [] },
      [{ title: LEGAL, links: ['Privacy Policy https://lms.example.org/privacy'] }],
    ],
    [
      'nothing at all: no sections',
      {
        navigation_links: [],
        legal_links: [],
        business_links: [],
        connect_links: [],
        more_info_links: [],
      },
      [],
    ],
  ])('%s', (_, changes, expected) => {
    expect(sectionsOf(footerContentFromStock(footer(changes), OPTIONS))).toEqual(expected);
  });

  it.each<[string, unknown, Partial<Socials>]>([
    [
      'twitter is X',
      [link('Twitter', 'https://twitter.com/example', 'twitter')],
      { x: 'https://twitter.com/example' },
    ],
    [
      'the four networks the footer has marks for',
      [
        link('LinkedIn', 'https://www.linkedin.com/company/example', 'linkedin'),
        link('Instagram', 'https://www.instagram.com/example', 'instagram'),
        link('X', 'https://x.com/example', 'x'),
        link('Facebook', 'https://www.facebook.com/example', 'facebook'),
      ],
      {
        linkedin: 'https://www.linkedin.com/company/example',
        instagram: 'https://www.instagram.com/example',
        x: 'https://x.com/example',
        facebook: 'https://www.facebook.com/example',
      },
    ],
    [
      'others are dropped, and so are unsafe and unset (#) links',
      [
        link('LinkedIn', '#', 'linkedin'),
        link('YouTube', 'https://www.youtube.com/example', 'youtube'),
        link('Reddit', 'https://www.reddit.com/r/example', 'reddit'),
        link('Facebook', 'javascript:alert(1)', 'facebook'),
      ],
      {},
    ],
    [
      'the first link of a network wins',
      [link('Twitter', 'https://twitter.com/first', 'twitter'), link('X', 'https://x.com/second', 'x')],
      { x: 'https://twitter.com/first' },
    ],
  ])('socials: %s', (_, socialLinks, expected) => {
    const content = footerContentFromStock(footer({ social_links: socialLinks }), OPTIONS);
    expect(content.links.fr?.socials).toEqual({ ...NO_SOCIALS, ...expected });
  });

  it.each<[string, string | null, string | null]>([
    ['an LMS path goes on the LMS host', '/static/logo.svg', 'https://lms.example.org/static/logo.svg'],
    ['an unsafe logo is dropped', 'javascript:alert(1)', null],
    ['no logo', null, null],
  ])('logo: %s', (_, logo, expected) => {
    expect(footerContentFromStock(footer({ logo_image: logo }), OPTIONS).logo).toBe(expected);
  });

  it('files the links under the language asked for', () => {
    const content = footerContentFromStock(footer(), { ...OPTIONS, language: 'fa-IR' });
    expect(Object.keys(content.links)).toEqual(['fa-IR']);
  });
});

describe('platformLink', () => {
  it.each<[string | null, string | null]>([
    ['/support/contact_us', 'https://lms.example.org/support/contact_us'],
    ['tos', 'https://lms.example.org/tos'],
    ['//cdn.example.org/logo.png', 'https://cdn.example.org/logo.png'],
    ['https://www.example.org/about', 'https://www.example.org/about'],
    [' https://www.example.org/about ', 'https://www.example.org/about'],
    ['#', null],
    ['#top', null],
    ['javascript:alert(1)', null],
    ['mailto:help@example.org', null],
    ['', null],
    [null, null],
  ])('%j → %j', (url, expected) => {
    expect(platformLink(url, LMS)).toBe(expected);
  });
});

describe('stockLanguage', () => {
  it.each<[string | null | undefined, string | null]>([
    ['fr', 'fr'],
    ['zh-CN', 'zh-cn'],
    ['fa_IR', 'fa-ir'],
    [' es-419 ', 'es-419'],
    ['', null],
    [undefined, null],
  ])('%j → %j', (code, expected) => {
    expect(stockLanguage(code)).toBe(expected);
  });
});
