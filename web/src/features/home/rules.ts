/** Pure rules of the home page (docs/product-rules.md, "Home"). */

/** Popular subjects: 10 if at least 10, else 5 if at least 5, else all. */
export function popularSubjectCount(available: number): number {
  if (available >= 10) return 10;
  if (available >= 5) return 5;
  return available;
}

export interface TitlePart {
  text: string;
  highlight: boolean;
}

/** The banner title split around every occurrence of the highlight word, matched case-insensitively. */
export function highlightParts(title: string, word: string | null | undefined): TitlePart[] {
  const needle = word?.trim().toLocaleLowerCase() ?? '';
  if (needle === '' || title === '') return title === '' ? [] : [{ text: title, highlight: false }];
  const haystack = title.toLocaleLowerCase();
  const parts: TitlePart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: title.slice(from, at), highlight: false });
    parts.push({ text: title.slice(at, at + needle.length), highlight: true });
    from = at + needle.length;
  }
  if (from < title.length) parts.push({ text: title.slice(from), highlight: false });
  return parts;
}

export const EXPLORE_TABS = ['top-courses', 'recently-added'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];
export const EXPLORE_PAGE_SIZE = 8;

/** The explore tab from the URL (`?explore=`); anything else is the default, top courses. */
export function exploreTab(value: string | null): ExploreTab {
  return value === 'recently-added' ? 'recently-added' : 'top-courses';
}

export function exploreSort(tab: ExploreTab): 'popular' | 'recent' {
  return tab === 'recently-added' ? 'recent' : 'popular';
}
