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
import {
  JWT_HEADER_PAYLOAD_COOKIE,
  LANGUAGE_COOKIE,
  LOGGED_IN_COOKIE,
  type PlatformApi,
} from '@atrium/contract';
import { createPageRenderer, fetchThrough, type PageRenderer } from '@atrium/renderer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compress, negotiateEncoding, varyOn, varyOnEncoding, type Encoding } from './compression.ts';
import type { AppContext } from './context.ts';
import { sendJson } from './endpoints.ts';
import { errorBody, HttpError } from './errors.ts';
import { withPlatformApi } from './servedPage.ts';
import type { ServerRendering } from '../config.ts';

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

/** This server's own address, as the renderer reaches the platform it imitates (itself). */
function ownOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return 'http://127.0.0.1';
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The renderer of the main build's public pages (renderer/), or null when the server build is missing
 * (the app's shell is served, and a line says why). The platform it asks is this server, reached at its
 * own address whatever Host the visitor used (hosts.ts allowed that Host before anything reads it).
 */
async function pageRendererFor(
  app: FastifyInstance,
  ctx: AppContext,
  settings: ServerRendering,
  shell: () => IndexPage,
): Promise<PageRenderer | null> {
  if (!existsSync(settings.entry)) {
    console.log(`Pages are not rendered on the server: ${settings.entry} is not built (npm run build).`);
    return null;
  }
  const transports = new Map<string, typeof fetch>();
  const through = (origin: string) => {
    let transport = transports.get(origin);
    if (!transport) {
      transport = fetchThrough(origin, ownOrigin(app));
      transports.set(origin, transport);
    }
    return transport;
  };
  return createPageRenderer({
    entry: settings.entry,
    shell: () => shell().html.toString('utf8'),
    served: { PLATFORM_API: ctx.platformApi },
    // Read without making a Request of it: that would take the body the call still has to send.
    fetch: (input, init) =>
      through(new URL(input instanceof Request ? input.url : input).origin)(input, init),
    timeoutMs: settings.timeoutMs,
    cacheSeconds: settings.cacheSeconds,
    languageCookie: LANGUAGE_COOKIE,
    sessionCookies: [JWT_HEADER_PAYLOAD_COOKIE, LOGGED_IN_COOKIE],
    onError: (error, url) => app.log.error({ err: error, url }, 'server rendering failed'),
  });
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

  const main = served.find(({ prefix }) => prefix === '/')?.indexPage ?? null;
  const renderer =
    main && ctx.serverRendering ? await pageRendererFor(app, ctx, ctx.serverRendering, main) : null;

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    const build = served.find(({ prefix }) => path.startsWith(prefix)) ?? { prefix: '/', indexPage: null };
    // A missing asset (a page built before the last build) is a 404, never the app's HTML in its place.
    if (!isApiPath(path) && !path.startsWith(`${build.prefix}assets/`) && wantsHtml(req)) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!build.indexPage) return reply.code(404).send(NOT_BUILT);
      if (renderer && build.prefix === '/') {
        const origin = `${req.protocol}://${req.host}`;
        const seo = await renderer.seo({ url: req.url, origin });
        if (seo) return reply.code(seo.status).type(seo.contentType).send(seo.body);
        const page = await renderer.page({ url: req.url, origin, cookies: req.headers.cookie ?? '' });
        varyOn(reply, 'cookie');
        return reply.code(page.status).send(page.html);
      }
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
