/**
 * About HTML as the page shows it: sanitised (no scripts, event handlers or javascript: URLs), and
 * without a leading heading that only repeats the section's own title ("About this course").
 */
import { sanitizeHtml } from '../../lib/sanitizeHtml.ts';

const WRAPPERS = /^(SECTION|DIV|ARTICLE|HEADER)$/;

export function aboutHtml(html: string, sectionTitle: string): string {
  const safe = sanitizeHtml(html);
  const template = document.createElement('template');
  template.innerHTML = safe;
  // The heading may sit inside wrappers (`<section><h2>About this course</h2>…`), as the LMS often sends.
  let first = template.content.firstElementChild;
  while (first && WRAPPERS.test(first.tagName)) first = first.firstElementChild;
  const same = (text: string | null) =>
    (text ?? '').trim().toLowerCase() === sectionTitle.trim().toLowerCase();
  if (first && /^H[1-6]$/.test(first.tagName) && same(first.textContent)) {
    first.remove();
    return template.innerHTML.trim();
  }
  return safe;
}
