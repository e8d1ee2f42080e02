/** The numbered part of a pagination: first, last, the current page and its neighbours, gaps between. */
export type PaginationItem = number | 'gap';

export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set<number>([1, pageCount]);
  for (let p = current - siblings; p <= current + siblings; p += 1)
    if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(0, Math.ceil(total / pageSize));
