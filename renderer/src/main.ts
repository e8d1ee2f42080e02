/**
 * `npm start -w renderer` (or `node --import tsx renderer/src/main.ts`): the renderer on its own, for a
 * deployment outside the reference server (README, "Rendering on the server"). Reads the web app's
 * configuration keys from the environment (LMS_BASE_URL, BASE_URL, PLATFORM_API, PUBLIC_PATH…) and:
 *   PORT                         port to listen on (3000)
 *   ATRIUM_WEB_DIST              the browser build (../dist, else ../web/dist)
 *   ATRIUM_SERVER_ENTRY          the server build (../web/dist-server/entry-server.js)
 *   ATRIUM_LMS_INTERNAL_URL      where this server reaches the LMS, when not at LMS_BASE_URL
 *   ATRIUM_RENDER_TIMEOUT_MS     the longest a visitor waits for the platform (2000)
 *   ATRIUM_RENDER_CACHE_SECONDS  how long a rendered page is kept (60)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRendererSettings } from './settings.ts';
import { createPageRenderer } from './pageRenderer.ts';
import { createSite } from './site.ts';

const root = join(import.meta.dirname, '..', '..');
const settings = readRendererSettings(process.env, {
  webDist: [join(root, 'dist'), join(root, 'web', 'dist')].find((dir) => existsSync(join(dir, 'index.html'))),
  entry: join(root, 'web', 'dist-server', 'entry-server.js'),
});
const indexHtml = readFileSync(join(settings.webDist, 'index.html'), 'utf8');
const renderer = await createPageRenderer({
  entry: settings.entry,
  shell: () => indexHtml,
  served: process.env,
  fetch: settings.fetch,
  timeoutMs: settings.timeoutMs,
  cacheSeconds: settings.cacheSeconds,
  languageCookie: settings.languageCookie,
  sessionCookies: settings.sessionCookies,
  onError: (error, url) => console.error(`[renderer] ${url}:`, error),
});
const site = await createSite({
  webDist: settings.webDist,
  publicPath: settings.publicPath,
  origin: settings.origin,
  renderer,
});
await site.listen({ port: settings.port, host: '0.0.0.0' });
console.log(`Atrium's renderer serves ${settings.origin}${settings.publicPath} on port ${settings.port}.`);
