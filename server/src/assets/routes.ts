/** `/static/...`: the pages' stylesheet and generated images, cacheable for a day. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STYLESHEET } from '../pages/layout.ts';
import type { Repositories } from '../repositories/index.ts';
import { coverArt, markArt, subjectHue } from './art.ts';
import { bannerSvg, hueOf, logoSvg, monogramSvg } from './svg.ts';

type Render = (name: string, repos: Repositories) => string;

/**
 * Covers take the colour of their subject; an unknown name gets one of its own. A Map, since the kind
 * comes from the address: a plain object would answer `__proto__` or `toString` from its prototype.
 */
const KINDS = new Map<string, Render>(
  Object.entries({
    partners: (name) => markArt(name),
    headers: (name) => coverArt(hueOf(name), name, 1200, 300),
    subjects: (name, repos) => coverArt(subjectHue(repos.subjects.idOf(name)) ?? hueOf(name), name, 320, 200),
    covers: (name, repos) =>
      coverArt(subjectHue(repos.courses.subjectIdOf(name)) ?? hueOf(name), name, 640, 360),
    programs: (name, repos) =>
      coverArt(subjectHue(repos.programs.subjectIdOf(name)) ?? hueOf(name), name, 640, 360),
    // Initials of the instructor's name: a slug may carry a number that tells namesakes apart ("-49").
    instructors: (slug, repos) => monogramSvg(repos.instructors.nameOf(slug) ?? slug, 160),
    avatars: (name: string) => monogramSvg(name, 96),
  } satisfies Record<string, Render>),
);

const SLUG = /^[\p{L}\p{N}_.%-]{1,120}$/u;

function send(reply: FastifyReply, type: string, body: string) {
  return reply.type(type).header('cache-control', 'public, max-age=86400').send(body);
}

export function registerAssets(app: FastifyInstance, repos: Repositories): void {
  const logo = logoSvg();
  const banner = bannerSvg();
  app.get('/static/logo.svg', (_req, reply) => send(reply, 'image/svg+xml', logo));
  app.get('/static/favicon.svg', (_req, reply) => send(reply, 'image/svg+xml', logo));
  app.get('/static/banner.svg', (_req, reply) => send(reply, 'image/svg+xml', banner));
  app.get('/static/pages.css', (_req, reply) => send(reply, 'text/css; charset=utf-8', STYLESHEET));
  app.get('/static/:kind/:file', (req, reply) => {
    const { kind = '', file = '' } = req.params as { kind?: string; file?: string };
    const render = KINDS.get(kind);
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!render || !SLUG.test(name))
      return reply.code(404).type('application/json').send({ error: 'not_found', message: 'No such image.' });
    return send(reply, 'image/svg+xml', render(name, repos));
  });
}
