/** Absolute URLs for answers: images, `next` page links and stand-in pages point at this server. */
import type { FastifyRequest } from 'fastify';

export function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** `path` on `origin`, leaving URLs that are already absolute alone. */
export function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : origin + path;
}

/** The same request with another `page` value: the Django-REST `next`/`previous` links. */
export function pageUrl(req: FastifyRequest, page: number): string {
  const url = new URL(req.url, requestOrigin(req));
  url.searchParams.set('page', String(page));
  return url.toString();
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** The Django-REST page envelope around one page of results. */
export function pageEnvelope<T>(req: FastifyRequest, paging: Paging, count: number, results: T[]) {
  const last = Math.max(1, Math.ceil(count / paging.pageSize));
  return {
    count,
    next: paging.page < last ? pageUrl(req, paging.page + 1) : null,
    previous: paging.page > 1 ? pageUrl(req, Math.min(paging.page - 1, last)) : null,
    num_pages: last,
    results,
  };
}

export const offsetOf = (paging: Paging) => (paging.page - 1) * paging.pageSize;
