/**
 * Security headers (docs/security.md). Every answer gets `nosniff` and a referrer policy; every HTML
 * page (the web app's index.html and the server-rendered sign-in pages) also gets a
 * Content-Security-Policy that the built web app runs under without a single violation: no inline
 * script is needed, so none is allowed; the one inline style element is explained below.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/** Google's published CSP sources for Tag Manager and the Google Analytics tags it loads. */
export const TAG_MANAGER_SCRIPTS = 'https://*.googletagmanager.com';
export const TAG_MANAGER_BEACONS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const;

/** The hosts the course page's intro video iframe loads from (web/src/features/course/introVideo.ts). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** What every answer carries, whatever its type: also the router's own refusals (errorHandler.ts). */
export const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export interface PolicyOptions {
  /** A tag manager container is configured: its loader script (and what it calls) are allowed. */
  tagManager: boolean;
  /** Front-end origins that sign-in forms may send the browser back to (ATRIUM_FRONTEND_ORIGINS). */
  frontendOrigins: readonly string[];
}

export function contentSecurityPolicy({ tagManager, frontendOrigins }: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Vite emits module scripts only; the tag manager's loader is the one third-party script.
    ['script-src', "'self'", ...(tagManager ? [TAG_MANAGER_SCRIPTS] : [])],
    ['style-src', "'self'"],
    // A page rendered on the server (renderer/) writes React's style props as attributes (a skeleton's
    // width, an avatar's size), where the browser-rendered app sets them through the CSSOM; hydration
    // keeps them as written. Styles cannot run script.
    ['style-src-attr', "'unsafe-inline'"],
    // Radix dialogs lock page scrolling with a <style> element they write at run time (react-remove-scroll),
    // whose content depends on the scrollbar width, so no hash can match it. Styles cannot run script.
    ['style-src-elem', "'self'", "'unsafe-inline'"],
    // Course covers, partner logos and avatars come from the LMS or any HTTPS host; About HTML may hold data: images.
    ['img-src', "'self'", 'https:', 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(tagManager ? TAG_MANAGER_BEACONS : [])],
    ['frame-src', ...VIDEO_FRAME_ORIGINS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The sign-in and register forms redirect to `next`, which may be a configured front-end origin.
    ['form-action', "'self'", ...frontendOrigins],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext): void {
  const policy = contentSecurityPolicy({
    tagManager: ctx.instance.gtmId !== null,
    frontendOrigins: ctx.frontendOrigins,
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.headers(EVERY_ANSWER);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', policy);
      // frame-ancestors for browsers that predate it.
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });
}
