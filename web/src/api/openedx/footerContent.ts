/**
 * A stock LMS's footer (`GET /api/branding/v1/footer`, contract/src/openedx/footer.ts) as the answer the
 * footer feature reads, the admin-console `footerSection` (logo, links by section and language). Pure.
 *
 * - Sections: `navigation_links` and `legal_links`, the two lists every release sends; a platform that
 *   fills only the later lists gets `business_links` with `connect_links`, and `more_info_links`, in
 *   their place. A section's title is its list's name (`STOCK_FOOTER_SECTIONS`): the lists have no
 *   titles, and the API client knows no language, so the footer writes them from its catalogue.
 * - Links: `title` and `url` of each. A path is put on the LMS host (in the footer it would be read as
 *   one of Atrium's own pages); anything but http(s), and the `#` the LMS writes for an unset link, is
 *   dropped, and so is an untitled link or a repeated one.
 * - Socials: `social_links` (`SOCIAL_MEDIA_FOOTER_NAMES`) by `name`, `twitter` read as `x`; networks
 *   the footer has no mark for are dropped.
 * - Logo: `logo_image`, on the LMS host when it is a path.
 * - Not read: the copyright sentence (the copyright bar writes its own line from the catalogue), the
 *   mobile-store links and the Open edX link; there is no description under the logo.
 */
import { STOCK_FOOTER_SECTIONS, type FooterContent, type StockFooter } from '@atrium/contract';
import { safeUrl } from '../../lib/safeUrl.ts';

type StockLink = StockFooter['navigation_links'][number];
type Links = FooterContent['links'][string];
type Socials = Links['socials'];

export interface StockFooterOptions {
  /** The language the footer was asked in: the links are filed under it. */
  language: string;
  lmsBaseUrl: string;
}

/** An http(s) URL on the LMS host, or null for anything unsafe, empty or only a fragment. */
export function platformLink(url: string | null | undefined, lmsBaseUrl: string): string | null {
  const safe = safeUrl(url);
  if (safe === null || safe.startsWith('#')) return null;
  // lmsBaseUrl is always absolute (config/baseSettings.ts makes it so), so this cannot throw.
  return new URL(safe, lmsBaseUrl).href;
}

function sectionLinks(links: readonly StockLink[], lmsBaseUrl: string) {
  const seen = new Set<string>();
  return links.flatMap(({ title, url }) => {
    const link = platformLink(url, lmsBaseUrl);
    if (link === null || title.trim() === '' || seen.has(link)) return [];
    seen.add(link);
    return [{ title, link }];
  });
}

const SOCIAL_NAMES: ReadonlyMap<string, keyof Socials> = new Map([
  ['facebook', 'facebook'],
  ['instagram', 'instagram'],
  ['linkedin', 'linkedin'],
  ['twitter', 'x'],
  ['x', 'x'],
]);

function socials(footer: StockFooter, lmsBaseUrl: string): Socials {
  const out: Socials = { facebook: null, instagram: null, linkedin: null, x: null };
  for (const { name, url } of footer.social_links) {
    const network = SOCIAL_NAMES.get(name.trim().toLowerCase());
    const link = platformLink(url, lmsBaseUrl);
    if (network && link && out[network] === null) out[network] = link;
  }
  return out;
}

const orElse = <T>(first: readonly T[], second: readonly T[]) => (first.length > 0 ? first : second);

export function footerContentFromStock(footer: StockFooter, options: StockFooterOptions): FooterContent {
  const { language, lmsBaseUrl } = options;
  const [navigationTitle, legalTitle] = STOCK_FOOTER_SECTIONS;
  const navigation = orElse(footer.navigation_links, [...footer.business_links, ...footer.connect_links]);
  const legal = orElse(footer.legal_links, footer.more_info_links);
  return {
    logo: platformLink(footer.logo_image, lmsBaseUrl),
    description: {},
    links: {
      [language]: {
        sections: [
          { section_title: navigationTitle, section_links: sectionLinks(navigation, lmsBaseUrl) },
          { section_title: legalTitle, section_links: sectionLinks(legal, lmsBaseUrl) },
        ].filter((section) => section.section_links.length > 0),
        socials: socials(footer, lmsBaseUrl),
      },
    },
  };
}

/**
 * The `?language=` as the LMS lists its languages, lower-case with `-` (`zh-cn`): Django may look a
 * code up as it is written, and then `zh-HK` would match only by its generic `zh`, which can be the
 * other Chinese. Null for none.
 */
export function stockLanguage(code: string | null | undefined): string | null {
  const norm = code?.trim().toLowerCase().replace(/_/g, '-') ?? '';
  return norm === '' ? null : norm;
}
