/**
 * A public page rendered on the server (issue 33): the real app, route table and client, answered by
 * MSW as the platform. What a crawler reads, the status, the answers handed to the browser, a
 * signed-in page's frame, and when the shell is answered instead.
 */
import { http, HttpResponse, delay } from 'msw';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { coursePageCalls } from '../test/coursePageCalls.ts';
import { server } from '../test/server.ts';
import { INSTANCE, ORIGIN } from '../test/settings.ts';
import { renderPage, type RenderRequest } from './renderPage.tsx';
import { parseServerState } from './serverState.ts';

const HOSTILE = '</script><script>alert(1)</script> "quoted" & <b>bold</b>';

const course = (name: string) => ({
  course_id: 'course-v1:Acme+PY101+2026',
  course_slug: 'python',
  instructors: [],
  additional_metadata: { display_name: name, short_description: `<p>All about ${name}.</p>` },
  paid_course: null,
  partner: null,
});

/** The start-up calls of a platform in the admin-console dialect; `asked` records every call. */
function platform(name = 'Introduction to Python', asked: string[] = []) {
  server.events.on('request:start', ({ request }) => void asked.push(`${request.method} ${request.url}`));
  server.use(
    http.get(`${ORIGIN}/api/mfe_config/v1`, () => HttpResponse.json({})),
    http.get(`${ORIGIN}/admin-console/api/instance-config/`, () => HttpResponse.json(INSTANCE)),
    http.get(`${ORIGIN}/admin-console/api/active-langs/`, () =>
      HttpResponse.json([
        { code: 'en', name: 'English' },
        { code: 'fa', name: 'فارسی' },
      ]),
    ),
    // The footer, below every public page: in its HTML.
    http.get(`${ORIGIN}/admin-console/api/dynamic-features/`, () =>
      HttpResponse.json({ remove_edx_footer: false, replace_footer_branding: false, logo_url: null }),
    ),
    http.get(`${ORIGIN}/admin-console/api/footer-section/`, () =>
      HttpResponse.json({ logo: null, description: { en: 'Learning for everyone.' }, links: {} }),
    ),
    http.get(`${ORIGIN}/admin-console/api/course-metadata/missing/`, () =>
      HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    ...coursePageCalls(course(name)),
  );
  return asked;
}

function request(url: string, overrides: Partial<RenderRequest> = {}): RenderRequest {
  return {
    url,
    origin: ORIGIN,
    cookies: '',
    served: {},
    fetch: (input, init) => globalThis.fetch(input, init),
    // Far enough for a busy machine: only the deadline test sets a short one.
    deadline: Date.now() + 30_000,
    ...overrides,
  };
}

async function renderedPage(url: string, overrides: Partial<RenderRequest> = {}) {
  const page = await renderPage(request(url, overrides));
  if (page.kind !== 'page') throw new Error(`answered the shell: ${page.reason}`);
  return page;
}

// React's server renderer leaves the values of a render that waited for lazy code set on the context
// objects, where the browser's renderer of a later test file (one module registry per worker) would
// read them: a render of nothing puts them back.
afterEach(async () => {
  await new Response((await prerender(<></>)).prelude).text();
});

describe('renderPage', () => {
  it("writes a course page's content, head and answers", async () => {
    platform();
    const page = await renderedPage('/course/python/');
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Introduction to Python | Atrium Academy</title>');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/course/python/"/>`);
    expect(page.body).toMatch(/<h1[^>]*>Introduction to Python<\/h1>/);
    expect(page.body).toContain('application/ld+json');
    const state = parseServerState(page.state.replace(/^<script[^>]*>|<\/script>$/g, ''));
    const keys = state?.queries.queries.map((query) => query.queryHash) ?? [];
    expect(keys).toContain('["course","metadata","python"]');
    expect(keys).toContain('["branding","instance-config"]');
    // What the browser asks for once the page is painted is in the server's page: the course's
    // contents and instructors, and the footer.
    expect(keys).toContain('["course","toc","course-v1:Acme+PY101+2026"]');
    expect(keys).toContain('["course","instructors","python"]');
    expect(page.body).toMatch(/<footer[^>]*>[\s\S]*Learning for everyone\./);
    // The footer's code, which the browser loads before it hydrates.
    expect(state?.parts).toEqual(['footer']);
  });

  it('answers 404 for a course the platform does not have', async () => {
    platform();
    const page = await renderedPage('/course/missing/');
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('<h1>Introduction to Python');
    // Nothing to hydrate from: the browser renders the page afresh.
    expect(page.state).toBe('');
  });

  it('answers 404 for an address no route has', async () => {
    platform();
    expect((await renderedPage('/no/such/page')).status).toBe(404);
  });

  it("keeps a course's hostile name as text in the title, the meta tags and the JSON-LD", async () => {
    platform(HOSTILE);
    const page = await renderedPage('/course/python/');
    const html = `${page.head}${page.body}${page.state}`;
    // The one script the page may hold is the app's own: none was opened by the course's name.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>');
    expect(page.head).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect((JSON.parse(jsonLd) as { name: string }).name).toBe(HOSTILE);
  });

  it("renders in the visitor's language cookie, right to left for Persian", async () => {
    platform();
    const page = await renderedPage('/course/python/', { cookies: 'openedx-language-preference=fa' });
    expect(page.lang).toBe('fa');
    expect(page.dir).toBe('rtl');
    expect(page.bodyClass).toBe('lang_fa');
    // The footer's language chooser reads the request's cookie: Persian is the one chosen.
    expect(page.body).toMatch(/<option[^>]*selected=""[^>]*lang="fa"|<option[^>]*lang="fa"[^>]*selected=""/);
  });

  it("renders in the platform's first language without a cookie", async () => {
    platform();
    const page = await renderedPage('/course/python/');
    expect(page.lang).toBe('en');
    expect(page.dir).toBe('ltr');
  });

  it("draws a signed-in page's frame for a session: the learner's navigation, nothing personal", async () => {
    for (const cookies of ['edx-jwt-cookie-header-payload=x.y', 'edxloggedin=true']) {
      const asked = platform();
      const page = await renderedPage('/inprogress', { cookies });
      expect(page.status).toBe(200);
      // The header's logo and a signed-in learner's tabs; an account placeholder, no sign-in buttons.
      expect(page.body).toMatch(/<header[^>]*>.*<img[^>]*alt="Atrium Academy"/s);
      for (const tab of ['/overview', '/inprogress', '/completed', '/discover']) {
        expect(page.body).toContain(`href="${tab}"`);
      }
      expect(page.body).not.toMatch(/Sign in|Register/);
      expect(page.body).toContain('role="status"');
      // Replaced by the browser's first render, which knows the learner: nothing to hydrate from.
      expect(page.state).toBe('');
      // Only the start-up calls anyone may make: no user, no enrollment, no page call.
      expect(asked.map((call) => new URL(call.split(' ')[1] ?? '').pathname).sort()).toEqual([
        '/admin-console/api/active-langs/',
        '/admin-console/api/instance-config/',
        '/api/mfe_config/v1',
      ]);
      server.events.removeAllListeners();
    }
  });

  it("puts the operator's theme in the head, the default variant and the brand stylesheet", async () => {
    platform();
    const paragon = {
      core: { urls: { brandOverride: 'https://cdn.example.com/core.css' } },
      defaults: { light: 'light', dark: 'dark' },
      variants: {
        light: { urls: { brandOverride: 'https://cdn.example.com/light.css' } },
        dark: { urls: { brandOverride: 'https://cdn.example.com/dark.css' } },
      },
    };
    server.use(
      http.get(`${ORIGIN}/api/mfe_config/v1`, () =>
        HttpResponse.json({
          PARAGON_THEME_URLS: paragon,
          BRAND_CSS_URL: 'https://cdn.example.com/brand.css?a="b"',
        }),
      ),
    );
    const page = await renderedPage('/course/python/');
    expect(page.head).toContain(
      '<style data-server-theme="">@import url("https://cdn.example.com/core.css") layer(openedx-brand);\n' +
        '@import url("https://cdn.example.com/light.css") layer(openedx-brand);</style>',
    );
    expect(page.head).toContain(
      '<link rel="stylesheet" href="https://cdn.example.com/brand.css?a=%22b%22" data-server-theme=""/>',
    );
    expect(page.head).not.toContain('dark.css');
  });

  it('answers the shell when the platform has not answered by the deadline', async () => {
    platform();
    server.use(
      http.get(`${ORIGIN}/admin-console/api/instance-config/`, async () => {
        await delay(1000);
        return HttpResponse.json(INSTANCE);
      }),
    );
    const page = await renderPage(request('/course/python/', { deadline: Date.now() + 100 }));
    expect(page).toEqual({ kind: 'shell', reason: 'timeout' });
  });
});
