/**
 * The Host names this server answers for (ATRIUM_ALLOWED_HOSTS). Absolute links in answers (images,
 * page links, the payment page) and the `next` targets allowed after sign-in are built from the Host
 * header, so a request naming any other host is refused before anything reads it: `Host: evil.example`
 * can neither put links on that host nor make it an allowed redirect target.
 */
import type { FastifyInstance } from 'fastify';
import { sendJson } from './endpoints.ts';

/** The name of a Host header value: lower case, without its port or a final dot. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** Whether `host` is on the list: by exact name, or inside a `.domain` entry (the domain itself too). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = hostName(host);
  if (!name) return false;
  return allowed.some((entry) =>
    entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === hostName(entry),
  );
}

/**
 * The authority of an absolute-form request target (`GET http://host/path HTTP/1.1`), which RFC 9112
 * (§3.2.2) says names the host in place of the Host header; '' for the usual origin form (`/path`).
 */
export function targetAuthority(rawUrl: string): string {
  if (rawUrl.startsWith('/') || rawUrl === '*') return '';
  try {
    return new URL(rawUrl).host;
  } catch {
    return rawUrl;
  }
}

export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', (req, reply, done) => {
    // `req.host` is the Host header, or X-Forwarded-Host from a trusted proxy (ATRIUM_TRUST_PROXY).
    const host = (req.host as string | undefined) ?? '';
    const authority = targetAuthority(req.raw.url ?? '/');
    if (isAllowedHost(host, allowed) && (authority === '' || isAllowedHost(authority, allowed)))
      return done();
    const named = hostName(authority || host).slice(0, 100);
    void sendJson(reply, 400, {
      error: 'host_not_allowed',
      message: named
        ? `This server does not answer for the host "${named}" (see ATRIUM_ALLOWED_HOSTS).`
        : 'The request names no host.',
    });
  });
}
