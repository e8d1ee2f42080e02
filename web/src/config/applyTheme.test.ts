import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_WAIT_MS, VARIANT_ATTRIBUTE, applyTheme } from './applyTheme.ts';
import type { ParagonTheme } from './paragonTheme.ts';

const theme: ParagonTheme = {
  core: 'https://cdn.example.org/brand/core.css',
  light: 'light',
  dark: 'dark',
  variants: {
    light: 'https://cdn.example.org/brand/light.css',
    dark: 'https://cdn.example.org/brand/dark.css',
  },
};
const settings = (overrides: Partial<Parameters<typeof applyTheme>[1]> = {}) => ({
  paragonTheme: theme,
  brandCssUrl: null,
  indigoDarkToggle: false,
  ...overrides,
});

const themeStyle = () => document.head.querySelector<HTMLStyleElement>('style[data-paragon-theme]');
const brandLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');

/** Whether the promise has settled once pending callbacks have run (the contrast check's import among them). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
  return done;
}

// The contrast check is its own chunk: here it is loaded once, so that asking for it again is quick.
beforeAll(() => import('./readableText.ts'));

/** A colour-scheme query that reports `dark` and lets the test change it. */
function stubColourScheme(dark: boolean) {
  const listeners: ((event: MediaQueryListEvent) => void)[] = [];
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
  };
}

// Other files of the worker share this document (vitest.config.ts): start from an empty head too.
function resetDocument() {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(VARIANT_ATTRIBUTE);
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
beforeEach(resetDocument);
afterEach(resetDocument);

describe('applyTheme', () => {
  it('adds nothing and waits for nothing without a theme or a brand stylesheet', async () => {
    const done = applyTheme(document, settings({ paragonTheme: null }));
    expect(await settled(done)).toBe(true);
    expect(document.head.children).toHaveLength(0);
  });

  it("imports the brand's core then the light variant into a layer, and the brand stylesheet after, unlayered", () => {
    void applyTheme(document, settings({ brandCssUrl: 'https://brand.example.org/atrium.css' }));
    expect(themeStyle()?.textContent).toBe(
      '@import url("https://cdn.example.org/brand/core.css") layer(openedx-brand);\n' +
        '@import url("https://cdn.example.org/brand/light.css") layer(openedx-brand);',
    );
    expect([...document.head.children].map((element) => element.tagName)).toEqual(['STYLE', 'LINK']);
    expect(brandLink()?.href).toBe('https://brand.example.org/atrium.css');
  });

  it('waits for every stylesheet, loaded or failed, and names the variant only once it has loaded', async () => {
    const done = applyTheme(document, settings({ brandCssUrl: 'https://brand.example.org/atrium.css' }));
    expect(await settled(done)).toBe(false);
    themeStyle()?.dispatchEvent(new Event('load'));
    expect(await settled(done)).toBe(false);
    expect(document.documentElement.getAttribute(VARIANT_ATTRIBUTE)).toBe('light');
    brandLink()?.dispatchEvent(new Event('error'));
    expect(await settled(done)).toBe(true);
  });

  it('removes the theme a page rendered on the server brought once its own stylesheets are in', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style data-server-theme="">@import url("https://cdn.example.org/brand/light.css");</style>',
    );
    const served = document.head.querySelector('[data-server-theme]');
    const done = applyTheme(document, settings());
    expect(served?.isConnected).toBe(true);
    themeStyle()?.dispatchEvent(new Event('load'));
    expect(await settled(done)).toBe(true);
    expect(served?.isConnected).toBe(false);
    expect(themeStyle()?.isConnected).toBe(true);
  });

  it('leaves the page unmarked when the theme fails', async () => {
    const done = applyTheme(document, settings());
    themeStyle()?.dispatchEvent(new Event('error'));
    expect(await settled(done)).toBe(true);
    expect(document.documentElement.hasAttribute(VARIANT_ATTRIBUTE)).toBe(false);
  });

  it('stops holding the first render after THEME_WAIT_MS for a stylesheet that never answers', async () => {
    vi.useFakeTimers();
    const done = applyTheme(document, settings());
    await vi.advanceTimersByTimeAsync(THEME_WAIT_MS - 1);
    expect(await settled(done)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(done)).toBe(true);
  });

  it('takes the dark variant for a dark colour scheme, and darkens the browser controls once it loads', async () => {
    stubColourScheme(true);
    const done = applyTheme(document, settings());
    expect(themeStyle()?.textContent).toContain('brand/dark.css');
    themeStyle()?.dispatchEvent(new Event('load'));
    await done;
    expect(document.documentElement.getAttribute(VARIANT_ATTRIBUTE)).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('follows the colour scheme when it changes', async () => {
    const changeScheme = stubColourScheme(false);
    const done = applyTheme(document, settings());
    themeStyle()?.dispatchEvent(new Event('load'));
    await done;
    changeScheme(true);
    expect(document.head.querySelectorAll('style[data-paragon-theme]')).toHaveLength(1);
    expect(themeStyle()?.textContent).toContain('brand/dark.css');
    expect(document.documentElement.getAttribute(VARIANT_ATTRIBUTE)).toBe('light');
    themeStyle()?.dispatchEvent(new Event('load'));
    await settled(Promise.resolve());
    expect(document.documentElement.getAttribute(VARIANT_ATTRIBUTE)).toBe('dark');
  });

  it.each([
    [true, 'light', 'dark.css'],
    [false, 'light', 'light.css'],
  ])("with Indigo's toggle %s, a stored 'dark' choice is honoured (%s scheme): %s", (toggle, _, sheet) => {
    stubColourScheme(false);
    localStorage.setItem('selected-paragon-theme-variant', 'dark');
    void applyTheme(document, settings({ indigoDarkToggle: toggle }));
    expect(themeStyle()?.textContent).toContain(`brand/${sheet}`);
  });

  it('loads the brand stylesheet alone when there is no theme', () => {
    void applyTheme(
      document,
      settings({ paragonTheme: null, brandCssUrl: 'https://brand.example.org/atrium.css' }),
    );
    expect(themeStyle()).toBeNull();
    expect(brandLink()?.href).toBe('https://brand.example.org/atrium.css');
  });
});
