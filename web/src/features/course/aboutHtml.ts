/**
 * About HTML as the page shows it: sanitised (no scripts, event handlers or javascript: URLs), and
 * without a leading heading that only repeats the section's own title ("About this course").
 */
import { sanitizeHtml } from '../../lib/sanitizeHtml.ts';

export function aboutHtml(html: string, sectionTitle: string): string {
  const safe = sanitizeHtml(html);
  const template = document.createElement('template');
  template.innerHTML = safe;
  const first = template.content.firstElementChild;
  const same = (text: string | null) =>
    (text ?? '').trim().toLowerCase() === sectionTitle.trim().toLowerCase();
  if (first && /^H[1-6]$/.test(first.tagName) && same(first.textContent)) {
    first.remove();
    return template.innerHTML.trim();
  }
  return safe;
}
