/** The learner's place read from the page, and put back on it (placeRules.ts decides when). */
import type { LeftBy, Place } from './placeRules.ts';

const linksTo = (href: string) =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).filter(
    (link) => link.getAttribute('href') === href,
  );

/** The link that `element` is or is inside, told apart from the page's other links to the same place. */
function leftByOf(element: Element | null): LeftBy | null {
  const link = element?.closest<HTMLAnchorElement>('a[href]');
  const href = link?.getAttribute('href');
  if (!link?.isConnected || !href) return null;
  return { href, index: Math.max(0, linksTo(href).indexOf(link)) };
}

/**
 * Where the learner is leaving from. The focused link first; else the one just clicked, since a click
 * does not focus a link in every browser (Safari).
 */
export function placeNow(lastClicked: Element | null): Place {
  return {
    y: Math.round(window.scrollY),
    link: leftByOf(document.activeElement) ?? leftByOf(lastClicked),
  };
}

export function linkOf(leftBy: LeftBy): HTMLAnchorElement | null {
  return linksTo(leftBy.href)[leftBy.index] ?? null;
}

/** How far the document can scroll now. */
export const scrollRoom = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Focus where a keyboard user expects after Back: the link they left by when it is on the page, else
 * the page's main heading (else the main region), never the body. The scroll is already in place.
 */
export function focusOnReturn(leftBy: LeftBy | null): void {
  const link = leftBy ? linkOf(leftBy) : null;
  if (link) {
    link.focus({ preventScroll: true });
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    // A heading takes focus only from a script, and only while it asks for it.
    if (!heading.hasAttribute('tabindex')) {
      heading.setAttribute('tabindex', '-1');
      heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
    }
    heading.focus({ preventScroll: true });
    return;
  }
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}
