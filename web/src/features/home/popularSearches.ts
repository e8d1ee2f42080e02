/**
 * Popular subjects on a stock platform (docs/product-rules.md, "Home"): the operator's curated
 * searches from the runtime configuration (`ATRIUM_POPULAR_SEARCHES`, contract/src/runtimeContent.ts),
 * each a tile opening the catalogue with its text and facet values. Pure.
 */
import { ConfiguredPopularSearches, POPULAR_SEARCHES_CONFIG_KEY, type MfeConfig } from '@atrium/contract';
import { pickText } from '../../i18n/pickLanguage.ts';
import { searchHref } from '../../common/search/searchLinks.ts';
import { popularSubjectCount } from './rules.ts';

export interface PopularSearchTile {
  title: string;
  href: string;
  image: string | null;
}

/**
 * The tiles to show in `locale`: a search without a title in it is left out (no text in another
 * language is shown), a repeated address shown once, and 10, 5 or all of them as popular subjects are.
 * None without the key, or when its value is malformed.
 */
export function popularSearchTiles(runtime: MfeConfig | undefined, locale: string): PopularSearchTile[] {
  const parsed = ConfiguredPopularSearches.safeParse(runtime?.[POPULAR_SEARCHES_CONFIG_KEY]);
  if (!parsed.success) return [];
  const seen = new Set<string>();
  const tiles = parsed.data.flatMap((search) => {
    const title = pickText(search.title, locale);
    const href = searchHref({
      q: search.query,
      partner: search.partner,
      language: search.language,
      mode: search.mode,
    });
    if (title === null || seen.has(href)) return [];
    seen.add(href);
    return [{ title, href, image: search.image }];
  });
  return tiles.slice(0, popularSubjectCount(tiles.length));
}
