/**
 * The built web app (web/dist) on the same origin: hashed /assets/* cached for a year, index.html never
 * cached, and every other GET for an HTML page answered with index.html so the app's router decides.
 * A second build (ATRIUM_SECOND_WEB_APP, e.g. one with an operator's env.config.jsx) is served the same
 * way under its own path.
 * API paths that match nothing answer 404: in JSON with Atrium's error codes, else an HTML page, as
 * Django does for a URL it does not know.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PlatformApi } from '@atrium/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, negotiateEncoding, varyOnEncoding, type Encoding } from './compression.ts';
import type { AppContext } from './context.ts';
import { sendJson } from './endpoints.ts';
import { errorBody, HttpError } from './errors.ts';
import { withPlatformApi } from './servedPage.ts';

const API_PREFIXES = ['/api/', '/admin-console/', '/csrf/', '/login_refresh', '/static/'];
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atrium: web app not built</title></head>
<body><main><h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>), then reload this page.
The API is served already.</p></main></body></html>`;
/** Django's page for a URL that matches no route (DEBUG off). */
const DJANGO_NOT_FOUND = `<!doctype html><html lang="en"><head><title>Not Found</title></head>
<body><h1>Not Found</h1><p>The requested resource was not found on this server.</p></body></html>`;

export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/** A browser asks for text/html; a bare client (curl, a health check) sends a wildcard or nothing. */
function wantsHtml(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

interface IndexPage {
  mtimeMs: number;
  html: Buffer;
  encoded: Record<Encoding, Buffer>;
}

/**
 * index.html, told the platform's API (servedPage.ts), with its brotli and gzip forms, compressed (at the highest levels) when the server starts
 * and again only when the file changes. The assets are listed once, at start: after a rebuild, restart
 * the server (`npm start` builds first when the sources changed).
 */
function indexPageLoader(indexPath: string, platformApi: PlatformApi): () => IndexPage {
  let page: IndexPage | null = null;
  return () => {
    const { mtimeMs } = statSync(indexPath);
    if (page?.mtimeMs !== mtimeMs) {
      const html = Buffer.from(withPlatformApi(readFileSync(indexPath, 'utf8'), platformApi));
      page = {
        mtimeMs,
        html,
        encoded: { br: compress(html, 'br', 'best'), gzip: compress(html, 'gzip', 'best') },
      };
    }
    return page;
  };
}

/** Serves one build's files under `prefix`; its index.html loader, or null when it is not built. */
async function serveBuild(
  app: FastifyInstance,
  webDist: string,
  prefix: string,
  platformApi: PlatformApi,
): Promise<(() => IndexPage) | null> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix,
    wildcard: false,
    index: false,
    // web/dist holds .br and .gz beside each asset (web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    // Registered once per build: only the first may add reply.sendFile.
    decorateReply: prefix === '/',
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(webDist, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexPage = indexPageLoader(indexPath, platformApi);
  indexPage();
  return indexPage;
}

export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const errorCodes = ctx.extensions.has('error-codes');
  const builds = [
    // A second build first: its path is the longer prefix (README, ATRIUM_SECOND_WEB_APP).
    ...(ctx.secondWebApp ? [{ prefix: ctx.secondWebApp.path, dist: ctx.secondWebApp.dist }] : []),
    ...(ctx.webDist ? [{ prefix: '/', dist: ctx.webDist }] : []),
  ];
  const served = await Promise.all(
    builds.map(async ({ prefix, dist }) => ({
      prefix,
      indexPage: await serveBuild(app, dist, prefix, ctx.platformApi),
    })),
  );

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    const build = served.find(({ prefix }) => path.startsWith(prefix)) ?? { prefix: '/', indexPage: null };
    // A missing asset (a page built before the last build) is a 404, never the app's HTML in its place.
    if (!isApiPath(path) && !path.startsWith(`${build.prefix}assets/`) && wantsHtml(req)) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!build.indexPage) return reply.code(404).send(NOT_BUILT);
      const page = build.indexPage();
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      varyOnEncoding(reply);
      if (!encoding) return reply.code(200).send(page.html);
      return reply.code(200).header('content-encoding', encoding).send(page.encoded[encoding]);
    }
    if (!errorCodes) return reply.code(404).type('text/html; charset=utf-8').send(DJANGO_NOT_FOUND);
    const missing = new HttpError(404, 'not_found', `Nothing answers ${req.method} ${path}.`);
    return sendJson(reply, 404, errorBody(missing, errorCodes));
  });
}
