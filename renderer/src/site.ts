/**
 * The renderer as a web server of its own (README, "Rendering on the server"): the built app's files
 * (hashed assets cached for a year, the rest revalidated), `/robots.txt` and the sitemap, and every
 * other page address rendered (pageRenderer.ts). Stateless: run as many as the traffic needs, behind
 * any load balancer or CDN.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { PageRenderer } from './pageRenderer.ts';

export interface SiteOptions {
  /** The browser build (web/dist or dist/). */
  webDist: string;
  /** Atrium's public path, '/' or '/name/'. */
  publicPath: string;
  /** Atrium's public origin: links and the platform's requests are built from it, never from Host. */
  origin: string;
  renderer: PageRenderer;
}

/** A page address: a GET asking for HTML (a browser), or for anything (a crawler, curl). */
function isPageRequest(req: FastifyRequest, publicPath: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '/';
  if (!path.startsWith(publicPath) || path.startsWith(`${publicPath}assets/`)) return false;
  const accept = req.headers.accept ?? '*/*';
  return accept.includes('text/html') || accept.includes('*/*');
}

export async function createSite(options: SiteOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: options.webDist,
    prefix: options.publicPath,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(options.webDist, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/healthz', (_req, reply) => reply.type('text/plain').send('ok'));
  app.setNotFoundHandler(async (req, reply) => {
    if (!isPageRequest(req, options.publicPath)) return reply.code(404).type('text/plain').send('Not found');
    const seo = await options.renderer.seo({ url: req.url, origin: options.origin });
    if (seo)
      return reply
        .code(seo.status)
        .type(seo.contentType)
        .header('cache-control', 'public, max-age=600')
        .send(seo.body);
    const page = await options.renderer.page({
      url: req.url,
      origin: options.origin,
      cookies: req.headers.cookie ?? '',
    });
    return (
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        // A page may be rendered for a visitor and kept here briefly; no one else may keep it.
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send(page.html)
    );
  });
  return app;
}
