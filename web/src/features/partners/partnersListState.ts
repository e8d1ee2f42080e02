/** The partners list's state in the URL: `q` (name search), `sort` (recent default), `page`. */
export const PARTNER_SORTS = ['recent', 'ascending', 'descending'] as const;
export type PartnerSort = (typeof PARTNER_SORTS)[number];

export interface PartnersListState {
  q: string;
  sort: PartnerSort;
  page: number;
}

export function parsePartnersList(search: string): PartnersListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: (PARTNER_SORTS as readonly string[]).includes(sort) ? (sort as PartnerSort) : 'recent',
    page: /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

export function serializePartnersList(state: PartnersListState): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}
