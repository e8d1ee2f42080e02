/**
 * Text from the platform made fit for a page's description (`<meta name="description">`, Open Graph,
 * JSON-LD): its HTML, if any, reduced to the words a reader sees, and cut short at a word. A pure
 * function, without a DOM, so that it runs on the server as in the browser. Its output is text, never
 * markup: whoever writes it (React, lib/jsonLdText.ts) escapes it as any other text.
 */

/** Elements whose content is never read as text. */
const HIDDEN =
  /<(script|style|template|noscript|iframe|object|svg|math|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Tags that end a line or a block: a space stands for them, so that two paragraphs keep two words. */
const BREAKING =
  /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|thead|tbody|section|article|header|footer|aside|nav|blockquote|pre|figure|figcaption|main|details|summary|address)\b[^>]*>/gi;
/** Any other tag (`<` then a letter or `/`): a bare `<` in "a < b" is text. */
const TAG = /<\/?[a-z][^>]*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
};

function codePoint(value: number, entity: string): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff)
    ? String.fromCodePoint(value)
    : entity;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      return codePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10), entity);
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** The words of `html` (or of plain text, which passes through unchanged but for its spacing). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html.replace(COMMENT, ' ').replace(HIDDEN, ' ').replace(BREAKING, ' ').replace(TAG, ''),
  )
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
