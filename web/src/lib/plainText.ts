/**
 * Text from the platform made fit for a page's description (`<meta name="description">`, Open Graph,
 * JSON-LD): its HTML, if any, reduced to the words a reader sees, and cut short at a word. A pure
 * function, without a DOM, so that it runs on the server as in the browser. Its output is text, never
 * markup: whoever writes it (React, lib/jsonLdText.ts) escapes it as any other text.
 */

/** Elements whose content is never read as text. */
const HIDDEN = /<(script|style|template|noscript|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags inside a word or a sentence: dropped. Any other tag ends a line or a block: a space. */
const INLINE = /<\/?(?:a|b|i|u|s|em|strong|span|code|small|sub|sup|mark|abbr|q|cite|font)\b[^>]*>/gi;
/** A tag is `<` then a letter or `/`: a bare `<` in "a < b" is text. */
const TAG = /<\/?[a-z][^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>/g;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
    (entity, hex?: string, decimal?: string, name?: string) => {
      if (name) return NAMED[name.toLowerCase()] ?? entity;
      const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : entity;
    },
  );
}

/** The words of `html` (or of plain text, which passes through unchanged but for its spacing). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(html.replace(COMMENT, ' ').replace(HIDDEN, ' ').replace(INLINE, '').replace(TAG, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** What search engines show of a description, about. */
export const DESCRIPTION_LENGTH = 160;

/**
 * `text` at most `max` characters long: whole when it fits, else cut at the last space that keeps at
 * least half of it (a hard cut in a language written without spaces), with an ellipsis.
 */
export function shortText(text: string, max = DESCRIPTION_LENGTH): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1);
  // A space just after the kept part means it ends with a whole word.
  const space = chars[max - 1] === ' ' ? head.length : head.lastIndexOf(' ');
  const cut = space >= max / 2 ? head.slice(0, space) : head;
  return `${cut.join('').replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A description from the platform: its text, shortened; '' when it has none. */
export function pageDescription(value: string | null | undefined, max = DESCRIPTION_LENGTH): string {
  return shortText(plainText(value), max);
}
