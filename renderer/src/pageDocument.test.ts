import { describe, expect, it } from 'vitest';
import { pageDocument, startAfterPaint, type RenderedPieces } from './pageDocument.ts';

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" type="image/svg+xml" href="/assets/favicon-x.svg" />
    <title>Atrium</title>
    <script type="module" crossorigin src="/assets/index.js" data-paint-first="/assets/paint-first.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
  </head>
  <body>
    <div id="root">
      <div class="startup-frame" aria-hidden="true" data-startup-frame>
        <div class="startup-frame-header"></div>
      </div>
    </div>
  </body>
</html>
`;

const PAGE: RenderedPieces = {
  lang: 'fa',
  dir: 'rtl',
  bodyClass: 'lang_fa',
  head: '<title>دوره | Atrium</title><meta name="description" content="x"/>',
  body: '<div class="shell"><h1>دوره</h1></div>',
  favicon: 'https://lms.example/favicon.svg?v=1',
  state: '<script type="application/json" id="atrium-server-state">{}</script>',
};

describe('pageDocument', () => {
  const html = pageDocument(TEMPLATE, PAGE);

  it.each([
    ['the language and direction on <html>', '<html lang="fa" dir="rtl">'],
    ["the language's body class", '<body class="lang_fa">'],
    ['the page head before the end of the head', `${PAGE.head}</head>`],
    ["the platform's favicon", 'href="https://lms.example/favicon.svg?v=1"'],
    ['the render inside #root', `<div id="root">${PAGE.body}</div>`],
    ['the answers at the end of the body', `${PAGE.state}</body>`],
    [
      'the paint-first script, naming the entry',
      '<script type="module" crossorigin fetchpriority="low" src="/assets/paint-first.js" data-entry="/assets/index.js"></script>',
    ],
  ])('writes %s', (_, expected) => {
    expect(html).toContain(expected);
  });

  it("replaces the start-up frame and the build's title", () => {
    expect(html).not.toContain('startup-frame');
    expect(html).not.toContain('<title>Atrium</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('leaves the entry and its preloads to the paint-first script', () => {
    expect(html).not.toContain('src="/assets/index.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the entry of a page the browser draws afresh (no answers to hydrate from)', () => {
    const afresh = pageDocument(TEMPLATE, { ...PAGE, state: '' });
    expect(afresh).toContain('src="/assets/index.js" data-paint-first="/assets/paint-first.js"');
    expect(afresh).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js">');
  });

  it("keeps the build's title when the page has none, and the body unclassed without a class", () => {
    const plain = pageDocument(TEMPLATE, { ...PAGE, head: '', bodyClass: null });
    expect(plain).toContain('<title>Atrium</title>');
    expect(plain).toContain('<body>');
  });

  it('escapes what it writes into attributes', () => {
    const hostile = pageDocument(TEMPLATE, {
      ...PAGE,
      lang: 'en"><script>x</script>',
      favicon: 'https://x/"><script>alert(1)</script>',
      bodyClass: '"x',
    });
    expect(hostile).not.toContain('<script>x</script>');
    expect(hostile).not.toContain('<script>alert(1)</script>');
    expect(hostile).toContain('lang="en&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(hostile).toContain('<body class="&quot;x">');
  });

  it('leaves a template without a #root unchanged', () => {
    const other = '<!doctype html><html><head></head><body><main></main></body></html>';
    expect(pageDocument(other, PAGE)).toBe(other);
  });
});

describe('startAfterPaint', () => {
  it('leaves a head whose entry names no paint-first script unchanged', () => {
    const head =
      '<head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" href="/a.js">';
    expect(startAfterPaint(head)).toBe(head);
  });
});
