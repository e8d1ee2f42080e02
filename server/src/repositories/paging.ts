/** One page of a list: which page (from 1) and how many rows a page holds. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** The SQL OFFSET of a page. */
export const offsetOf = (paging: Paging) => (paging.page - 1) * paging.pageSize;
