/**
 * Asks for an image the page is about to show, at high priority, before the element that shows it
 * exists: the browser then uses the answer for an `<img>` with the same address (same credentials
 * mode: neither sets `crossorigin`). Asked once per address.
 */
export function preloadImage(doc: Document, href: string): void {
  const asked = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  if (asked.some((link) => link.getAttribute('href') === href)) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
}
