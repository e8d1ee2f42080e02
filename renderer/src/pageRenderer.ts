/**
 * Renders Atrium's public pages on the server with the web app's own code (its server build,
 * web/dist-server/entry-server.js): the page's HTML from the platform's answers, cached briefly per
 * address and language; for a request with a session, the frame of a signed-in page (header and
 * navigation, nothing personal), never kept; the app's shell for a platform that did not answer within
 * `timeoutMs` or a render that failed, so that the browser renders it as without this server. docs/decisions/server-rendering.md says why and how.
 */
import { pathToFileURL } from 'node:url';
import { pageDocument, type RenderedPieces } from './pageDocument.ts';
import { createRenderCache } from './renderCache.ts';

type Config = Readonly<Record<string, unknown>>;

interface ServerRequest {
  origin: string;
  served: Config;
  fetch: typeof fetch;
}

interface ShellAnswer {
  kind: 'shell';
  reason: string;
}

/** What the web app's server entry exports (web/src/entry-server.tsx). */
export interface AppServerEntry {
  renderPage(
    request: ServerRequest & { url: string; cookies: string; deadline: number },
  ): Promise<(RenderedPieces & { kind: 'page'; status: number }) | ShellAnswer>;
  answerSeo(
    path: string,
    request: ServerRequest,
  ): Promise<{ status: number; contentType: string; body: string } | null>;
}

export interface RendererOptions {
  /** The server build's entry (web/dist-server/entry-server.js). */
  entry: string;
  /** The built index.html, as the serving side sends it when it renders nothing (read on each call). */
  shell: () => string;
  /** Configuration over the build's: PLATFORM_API, LMS_BASE_URL… as the web app reads them. */
  served: Config;
  /** How the server reaches the platform: the global fetch, or one sending it to an internal address. */
  fetch: typeof fetch;
  /** The longest a visitor waits for the platform's answers before the shell is sent instead. */
  timeoutMs: number;
  /** How long a rendered page is kept (0: never). */
  cacheSeconds: number;
  /** The language cookie's name: a page is kept per address and language. */
  languageCookie: string;
  /** Cookies that show a session (the JWT's, the LMS's signed-in one): such a request is never cached. */
  sessionCookies: readonly string[];
  /** Where a failed render is reported (the host's logger). */
  onError: (error: unknown, url: string) => void;
}

export interface PageRequest {
  /** Path and query, the public path included. */
  url: string;
  /** Atrium's public origin, from configuration or a Host the server allows. */
  origin: string;
  /** The request's Cookie header. */
  cookies: string;
}

export interface PageAnswer {
  status: number;
  html: string;
  /** `render` and `cache` answers are the page's own HTML; `shell` is the app's shell. */
  source: 'render' | 'cache' | 'shell';
}

export interface PageRenderer {
  page(request: PageRequest): Promise<PageAnswer>;
  /** `/robots.txt` and the sitemap's files; null for any other path. */
  seo(
    request: Omit<PageRequest, 'cookies'>,
  ): Promise<{ status: number; contentType: string; body: string } | null>;
}

/** A cookie's value in a Cookie header; '' when absent. */
function cookieValue(cookies: string, name: string): string {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

/** The most pages kept: a catalogue's pages times its languages, with room. */
const MAX_KEPT_PAGES = 2000;

export async function createPageRenderer(options: RendererOptions): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(options.entry).href)) as AppServerEntry;
  const cache = createRenderCache<PageAnswer>({ seconds: options.cacheSeconds, maxEntries: MAX_KEPT_PAGES });
  const shell = (): PageAnswer => ({ status: 200, html: options.shell(), source: 'shell' });
  const server = (origin: string): ServerRequest => ({
    origin,
    served: options.served,
    fetch: options.fetch,
  });

  async function render(request: PageRequest): Promise<{ value: PageAnswer; keep: boolean }> {
    try {
      const page = await entry.renderPage({
        ...server(request.origin),
        url: request.url,
        cookies: request.cookies,
        deadline: Date.now() + options.timeoutMs,
      });
      if (page.kind === 'shell') return { value: shell(), keep: false };
      const html = pageDocument(options.shell(), page);
      return { value: { status: page.status, html, source: 'render' }, keep: true };
    } catch (error) {
      options.onError(error, request.url);
      return { value: shell(), keep: false };
    }
  }

  return {
    async page(request) {
      // Rendered apart, never kept nor shared with a visitor's request: the app draws a frame for it.
      if (options.sessionCookies.some((name) => cookieValue(request.cookies, name) !== '')) {
        return (await render(request)).value;
      }
      const language = cookieValue(request.cookies, options.languageCookie);
      const key = `${request.origin}${request.url}\n${language}`;
      const asked = { rendered: false };
      const answer = await cache.get(key, () => {
        asked.rendered = true;
        return render(request);
      });
      return answer.source === 'render' && !asked.rendered ? { ...answer, source: 'cache' } : answer;
    },
    seo: (request) => entry.answerSeo(new URL(request.url, request.origin).pathname, server(request.origin)),
  };
}
