/** DOM checks that hold whatever the server answered: no script ran, no unsafe URL or handler is left. */
import defaultFavicon from '../../assets/favicon.svg';
import defaultLogo from '../../assets/logo.svg';
import { TRAP } from './hostile.ts';

/** Whether a payload ran: the page's mark (see hostile.ts), or the global when a script shares ours. */
export const readTrap = (): unknown => document.documentElement.dataset.pwned ?? Reflect.get(window, TRAP);
export const resetTrap = (): void => {
  delete document.documentElement.dataset.pwned;
  Reflect.deleteProperty(window, TRAP);
};

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background'];
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/;

/**
 * The app's own deliberate data: URLs: WelcomeBanner's blank pixel for phones, and the default logo
 * and favicon, which Vite inlines; any other data: URL in the DOM came from an answer.
 */
const OWN_DATA_URLS = new Set([
  'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==',
  defaultLogo,
  defaultFavicon,
]);

/** How a browser reads the scheme: leading controls and spaces dropped, tabs and newlines removed. */
export function schemeOf(value: string): string {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) <= 0x20) start += 1;
  return value
    .slice(start)
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

/** Images as data: URLs are allowed in `src` (sanitised HTML keeps them; the CSP allows them). */
const DATA_IMAGE = /^data:image\//;

export function isUnsafeUrl(value: string, attribute = 'href'): boolean {
  const scheme = schemeOf(value);
  if (!UNSAFE_SCHEME.test(scheme) || OWN_DATA_URLS.has(value.trim())) return false;
  return !(attribute === 'src' && DATA_IMAGE.test(scheme));
}

/** The URLs of a srcset: comma-separated candidates, each a URL and an optional descriptor. */
const srcsetUrls = (value: string): string[] =>
  value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

/** Elements no answer may add; the only frames are the app's own video embeds. */
const UNEXPECTED = [
  // The page's own JSON-LD is data, never run (common/structured-data): checked below instead.
  'script:not([type="application/ld+json"])',
  'iframe:not([src^="https://www.youtube-nocookie.com/embed/"]):not([src^="https://player.vimeo.com/video/"])',
  'object',
  'embed',
  'base',
  'meta[http-equiv]',
  'link[rel="import"]',
];

/** The addresses a shared link's preview opens or shows (common/page/pageHeadTags.ts): full http(s) only. */
const PREVIEW_ADDRESSES =
  'meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"], link[rel="canonical"]';

/**
 * Throws, naming the element, when an unsafe URL, an inline handler or a live script is in `root`
 * (the page's body, or its head, where the pages' hoisted tags go).
 */
export function assertSafeDom(root: HTMLElement): void {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name, value } of element.attributes) {
      const lower = name.toLowerCase();
      const where = `<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 80)}">`;
      if (lower.startsWith('on')) throw new Error(`inline event handler ${where}`);
      if (lower === 'srcdoc') throw new Error(`embedded document ${where}`);
      const urls =
        lower === 'srcset' || lower === 'imagesrcset'
          ? srcsetUrls(value)
          : URL_ATTRIBUTES.includes(lower)
            ? [value]
            : [];
      if (urls.some((url) => isUnsafeUrl(url, lower))) throw new Error(`unsafe URL ${where}`);
    }
  }
  for (const selector of UNEXPECTED)
    if (root.querySelector(selector)) throw new Error(`unexpected ${selector} in the page`);
  for (const tag of root.querySelectorAll(PREVIEW_ADDRESSES)) {
    const address = tag.getAttribute('content') ?? tag.getAttribute('href') ?? '';
    if (!/^https?:\/\/[^/]/.test(address))
      throw new Error(`a preview address that is not http(s): ${address}`);
  }
  for (const block of root.querySelectorAll('script[type="application/ld+json"]')) {
    // Whatever the answers held, the block stays one JSON value that nothing in it could close.
    if (block.innerHTML.includes('<')) throw new Error('a "<" inside a JSON-LD block');
    JSON.parse(block.textContent);
  }
}

/**
 * Fires the events inline handlers of payloads listen for, on every element, so a handler that did
 * reach the DOM would set the trap (jsdom loads no images, so `onerror` would otherwise never run).
 */
export function fireEveryHandler(root: HTMLElement): void {
  for (const element of root.querySelectorAll('*')) {
    for (const type of ['error', 'load', 'toggle'])
      element.dispatchEvent(new Event(type, { bubbles: false }));
  }
}
