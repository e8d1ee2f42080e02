import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineEntryStyles.ts';

const head = (base: string, more = '') =>
  `<head><script type="module" crossorigin src="${base}assets/index-1.js"></script>` +
  `<link rel="modulepreload" crossorigin href="${base}assets/runtime-1.js">` +
  `<link rel="stylesheet" crossorigin href="${base}assets/index-1.css">${more}</head>`;

describe('inlineStylesheets', () => {
  it.each([
    ['/', 'body{margin:0}'],
    ['/learn/', 'body{margin:0}'],
    ['https://cdn.example.com/atrium/', 'body{margin:0}'],
    ['/', '.a{background:url(/assets/a-1.png)}.b{background:url("data:image/gif;base64,R0")}'],
    ['/', '.a::after{content:"$&"}'],
  ])('under %s writes %s in place of the link, which stays disabled', (base, css) => {
    expect(inlineStylesheets(head(base), base, new Map([['assets/index-1.css', css]]))).toBe(
      `<head><script type="module" crossorigin src="${base}assets/index-1.js"></script>` +
        `<link rel="modulepreload" crossorigin href="${base}assets/runtime-1.js">` +
        `<style>${css}</style><link rel="stylesheet" crossorigin href="${base}assets/index-1.css" disabled></head>`,
    );
  });

  it.each([
    ['relative url()s, which resolve against its own address', '.a{background:url(a-1.png)}'],
    ['quoted relative url()s', ".a{background:url( 'fonts/a.woff2' )}"],
    ['text that would end the style element', '.a{}</style><script>alert(1)</script>'],
  ])('leaves the link of a stylesheet with %s', (_, css) => {
    expect(inlineStylesheets(head('/'), '/', new Map([['assets/index-1.css', css]]))).toBe(head('/'));
  });

  it('leaves links to files it was not given, elsewhere, or that are not stylesheets', () => {
    const page = head(
      '/',
      '<link rel="stylesheet" href="https://brand.example.com/assets/index-1.css"><link rel="icon" href="/assets/index-1.css">',
    );
    expect(inlineStylesheets(page, '/', new Map())).toBe(page);
    expect(inlineStylesheets(page, '/', new Map([['assets/index-1.css', 'a{}']]))).toBe(
      head('/')
        .replace(
          '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
          '<style>a{}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
        )
        .replace(
          '</head>',
          '<link rel="stylesheet" href="https://brand.example.com/assets/index-1.css"><link rel="icon" href="/assets/index-1.css"></head>',
        ),
    );
  });
});
