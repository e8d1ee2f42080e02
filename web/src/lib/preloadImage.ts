/**
 * Starts loading an image the page is about to show, before the page has rendered it: the `<img>`
 * with the same address then finds it in the document's image cache instead of asking again.
 */
export function preloadImage(src: string | null): void {
  if (src === null) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
}
