/** Absolute URLs for answers: images, `next` page links and stand-in pages point at this server. */
import type { FastifyRequest } from 'fastify';
import type { Paging } from '../repositories/paging.ts';
import { badRequest } from './errors.ts';

// A host name, an IPv4 address or a bracketed IPv6 address, and an optional port: nothing else
// (spaces, paths, `?`, `@`) may reach the absolute URLs built from the Host header.
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
// Nearly every request names the same host as the one before: remember the last good one.
let lastValidHost = '';

function isValidHost(host: string): boolean {
  if (host === lastValidHost) return true;
  if (!HOST.test(host)) return false;
  try {
    new URL(`http://${host}`); // rejects what the pattern lets through: a port over 65535, a bad IPv6
  } catch {
    return false;
  }
  lastValidHost = host;
  return true;
}

/** This server's origin as the request names it; a missing or malformed Host header is a 400. */
export function requestOrigin(req: FastifyRequest): string {
  const host = req.host;
  if (!isValidHost(host)) throw badRequest('bad_host', 'The Host header does not name a valid host.');
  return `${req.protocol}://${host}`;
}

/** `path` on `origin`, leaving URLs that are already absolute alone. */
export function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : origin + path;
}

/** The same request with another `page` value: the Django-REST `next`/`previous` links. */
export function pageUrl(req: FastifyRequest, page: number): string {
  // Only the target's path and query: an absolute-form target names an authority of its own.
  const target = new URL(req.url, 'http://target.invalid');
  const url = new URL(target.pathname + target.search, requestOrigin(req));
  url.searchParams.set('page', String(page));
  return url.toString();
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
