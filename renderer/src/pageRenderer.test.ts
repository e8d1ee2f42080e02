import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageRenderer, type RendererOptions } from './pageRenderer.ts';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Atrium</title></head><body><div id="root"><div class="startup-frame"></div></div></body></html>';

/**
 * A stand-in for the app's server entry: it renders each address as its name, counting renders in
 * `globalThis.renders`; `/fails` throws, a session gets its frame, `/missing` is not found.
 */
const ENTRY = `
globalThis.renders = [];
export async function renderPage(request) {
  globalThis.renders.push(request.url + ' ' + request.cookies);
  if (request.url === '/fails') throw new Error('the platform answered nonsense');
  const session = request.cookies.includes('edxloggedin');
  return {
    kind: 'page', status: request.url === '/missing' ? 404 : 200, lang: 'en', dir: 'ltr', bodyClass: null,
    head: '<title>' + request.url + '</title>', body: (session ? '<header>frame</header>' : '') + '<main>' + request.url + '</main>',
    favicon: '/f.svg', state: session ? '' : '<script type="application/json" id="s">{}</script>',
  };
}
export async function answerSeo(path) {
  return path === '/robots.txt' ? { status: 200, contentType: 'text/plain', body: 'User-agent: *' } : null;
}
`;

function entryFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-entry-'));
  const path = join(dir, 'entry-server.mjs');
  writeFileSync(path, ENTRY);
  return path;
}

const renders = () => (globalThis as unknown as { renders: string[] }).renders;

async function renderer(overrides: Partial<RendererOptions> = {}) {
  const errors: string[] = [];
  const made = await createPageRenderer({
    entry: entryFile(),
    shell: () => SHELL,
    served: {},
    fetch: globalThis.fetch,
    timeoutMs: 1000,
    cacheSeconds: 60,
    languageCookie: 'lang',
    sessionCookies: ['jwt', 'edxloggedin'],
    onError: (error) => errors.push(String(error)),
    ...overrides,
  });
  return { made, errors };
}

const visit = (url: string, cookies = '') => ({ url, origin: 'https://learn.example', cookies });

describe('createPageRenderer', () => {
  it("answers a page's own HTML, then the kept copy for the same address and language", async () => {
    const { made } = await renderer();
    const first = await made.page(visit('/course/a'));
    expect(first).toMatchObject({ status: 200, source: 'render' });
    expect(first.html).toContain('<main>/course/a</main>');
    expect(await made.page(visit('/course/a', 'other=1'))).toMatchObject({
      source: 'cache',
      html: first.html,
    });
    expect(await made.page(visit('/course/a', 'lang=fa'))).toMatchObject({ source: 'render' });
    expect(renders()).toEqual(['/course/a ', '/course/a lang=fa']);
  });

  it('answers a not-found page with its 404', async () => {
    const { made } = await renderer();
    expect(await made.page(visit('/missing'))).toMatchObject({ status: 404, source: 'render' });
  });

  it('never keeps or shares a request with a session', async () => {
    const { made } = await renderer();
    await made.page(visit('/course/a'));
    const signedIn = await made.page(visit('/course/a', 'edxloggedin=true'));
    expect(signedIn).toMatchObject({ status: 200, source: 'render' });
    expect(signedIn.html).toContain('<header>frame</header>');
    await made.page(visit('/course/a', 'edxloggedin=true'));
    expect(renders().filter((render) => render.includes('edxloggedin'))).toHaveLength(2);
  });

  it('answers the shell for a render that fails, says so, and keeps nothing', async () => {
    const { made, errors } = await renderer();
    expect(await made.page(visit('/fails'))).toEqual({ status: 200, html: SHELL, source: 'shell' });
    await made.page(visit('/fails'));
    expect(errors).toEqual([
      'Error: the platform answered nonsense',
      'Error: the platform answered nonsense',
    ]);
  });

  it('keeps nothing with 0 seconds', async () => {
    const { made } = await renderer({ cacheSeconds: 0 });
    await made.page(visit('/course/b'));
    expect(await made.page(visit('/course/b'))).toMatchObject({ source: 'render' });
  });

  it("answers robots.txt and the sitemap from the app's entry, with the path alone", async () => {
    const { made } = await renderer();
    expect(await made.seo({ url: '/robots.txt?x=1', origin: 'https://learn.example' })).toMatchObject({
      status: 200,
      body: 'User-agent: *',
    });
    expect(await made.seo({ url: '/course/a', origin: 'https://learn.example' })).toBeNull();
  });
});
