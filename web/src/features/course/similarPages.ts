/**
 * Paging similar courses so that no page leaves a card alone on a row: a page is one full row where
 * the grid has three or four columns, and four cards where it has one or two (full rows there too).
 * The last page ends with the last course and is as full as the others (it may repeat a few cards
 * of the page before), as carousels do.
 */
export function similarPageSize(columns: number): number {
  return columns >= 3 ? columns : 4;
}

export interface SimilarPage<T> {
  items: T[];
  /** 0-based, within [0, pages - 1]. */
  page: number;
  pages: number;
}

export function similarPage<T>(all: readonly T[], page: number, size: number): SimilarPage<T> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  const start = Math.min(current * size, Math.max(0, all.length - size));
  return { items: all.slice(start, start + size), page: current, pages };
}
