/**
 * A stock LMS's footer (`GET /api/branding/v1/footer`, edx-platform `lms/djangoapps/branding/views.py`
 * `footer`, content from `lms/djangoapps/branding/api.py` `get_footer`) as the answers the footer
 * feature reads: the admin-console `footerSection` (logo, links by section and language) and
 * `dynamicFeatures` (the copyright bar's flags). Pure.
 *
 * - Sections: the stock footer has two lists every release sends, `navigation_links` and `legal_links`
 *   (`_footer_navigation_links`, `_footer_legal_links`); a platform that fills only the later lists gets
 *   `business_links` with `connect_links`, and `more_info_links`, in their place. The lists have no
 *   titles: the caller passes the two section titles from its message catalogue.
 * - Links: `title` and `url` of each. An LMS-relative URL is put on the LMS host (in the footer a
 *   path would be read as one of Atrium's own pages); anything but http(s), and the `#` the LMS
 *   writes for an unset marketing link, is dropped.
 * - Socials: `social_links` (`SOCIAL_MEDIA_FOOTER_NAMES`) by `name`, `twitter` read as `x`; networks
 *   the footer has no mark for are dropped.
 * - Logo: `logo_image` (`_footer_logo_img`).
 * - No stock source: the description under the logo (empty), and the copyright sentence (`copyright`,
 *   platform-written text): the copyright bar writes its own line from the message catalogue.
 * - Copyright bar: `replace_footer_branding` when the platform sends no "Powered by Open edX" link
 *   (`openedx_link`, with the logo as the custom one); `remove_edx_footer` is never set, as the stock
 *   footer's own copyright carries the trademark notice.
 */
import type { DynamicFeatures, FooterContent, StockFooter } from '@atrium/contract';
import { safeUrl } from '../../lib/safeUrl.ts';

type StockLink = StockFooter['navigation_links'][number];
type Links = FooterContent['links'][string];
type Socials = Links['socials'];

export interface FooterSectionTitles {
  navigation: string;
  legal: string;
}

export interface StockFooterOptions {
  /** The language the footer was asked in (`?language=`): the links are filed under it. */
  language: string;
  lmsBaseUrl: string;
  titles: FooterSectionTitles;
}

/** An http(s) URL on the LMS host, or null for anything unsafe, empty or only a fragment. */
function platformLink(url: string | null | undefined, lmsBaseUrl: string): string | null {
  const safe = safeUrl(url);
  if (safe === null || safe.startsWith('#')) return null;
  // lmsBaseUrl is always absolute (the settings make it so), so this cannot throw.
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
  const { language, lmsBaseUrl, titles } = options;
  const navigation = orElse(footer.navigation_links, [...footer.business_links, ...footer.connect_links]);
  const legal = orElse(footer.legal_links, footer.more_info_links);
  return {
    logo: platformLink(footer.logo_image, lmsBaseUrl),
    description: {},
    links: {
      [language]: {
        sections: [
          { section_title: titles.navigation, section_links: sectionLinks(navigation, lmsBaseUrl) },
          { section_title: titles.legal, section_links: sectionLinks(legal, lmsBaseUrl) },
        ].filter((section) => section.section_links.length > 0),
        socials: socials(footer, lmsBaseUrl),
      },
    },
  };
}

export function footerFeaturesFromStock(footer: StockFooter, lmsBaseUrl: string): DynamicFeatures {
  const poweredBy = platformLink(footer.openedx_link?.url, lmsBaseUrl);
  return {
    remove_edx_footer: false,
    replace_footer_branding: poweredBy === null,
    logo_url: poweredBy === null ? platformLink(footer.logo_image, lmsBaseUrl) : null,
  };
}
