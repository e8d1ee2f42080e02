/**
 * The app's one stylesheet written into index.html (the build does not split styles by chunk:
 * web/vite.config.ts). Linked, it would be one more render-blocking request before the start-up frame
 * can paint, a round trip on a slow network; in the compressed page it still fits the first round
 * trip. Every documented policy allows style elements (docs/security.md, `style-src-elem`).
 *
 * The link stays, marked `disabled`: a disabled stylesheet is neither fetched nor applied, and the
 * link names the file whose text the page holds, which the size budget and the bench count as the
 * page's CSS. The file stays in dist for the same reason.
 */
import type { Plugin } from 'vite';

/** A `url()` whose address is relative: it resolves against the stylesheet's own address. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:\/|data:|https?:|#))/i;

/**
 * `html` with each `<link rel="stylesheet">` whose `href` is `base` + a file of `stylesheets` preceded
 * by a style element holding the file's text, and disabled. A stylesheet that could not move into the
 * page unchanged (relative `url()`s, or text that would end the style element) keeps its link.
 */
export function inlineStylesheets(
  html: string,
  base: string,
  stylesheets: ReadonlyMap<string, string>,
): string {
  return html.replace(/<link\b[^>]*>/gi, (link) => {
    if (!/\srel="stylesheet"/i.test(link)) return link;
    const href = /\shref="([^"]*)"/i.exec(link)?.[1] ?? '';
    const css = href.startsWith(base) ? stylesheets.get(href.slice(base.length)) : undefined;
    if (css === undefined || RELATIVE_URL.test(css) || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>${link.replace(/\s*\/?>$/, ' disabled>')}`;
  });
}

/** Vite plugin: the build's index.html carries the stylesheets it links (see above). */
export function inlineEntryStyles(): Plugin {
  let base = '/';
  return {
    name: 'atrium:inline-entry-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite has written the links of the entry's assets.
      order: 'post',
      handler(html, { bundle }) {
        const stylesheets = new Map<string, string>();
        for (const output of Object.values(bundle ?? {})) {
          if (output.type === 'asset' && output.fileName.endsWith('.css')) {
            const { source } = output;
            stylesheets.set(
              output.fileName,
              typeof source === 'string' ? source : new TextDecoder().decode(source),
            );
          }
        }
        return inlineStylesheets(html, base, stylesheets);
      },
    },
  };
}
