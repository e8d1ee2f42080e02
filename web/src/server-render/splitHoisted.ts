/**
 * React's server renderer, given a tree without <html>, writes the elements it hoists (the page's
 * <title>, <meta> and <link> tags) first, then the tree. The head gets the first part, #root the rest.
 * React escapes `<` in text and in attribute values, so each hoisted element ends at the first `>`
 * (a void element) or `</title>`.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>)/;

export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let found = HOISTED.exec(rest); found !== null; found = HOISTED.exec(rest)) {
    head += found[0];
    rest = rest.slice(found[0].length);
  }
  return { head, body: rest };
}
