/**
 * About HTML as the page shows it: sanitised (no scripts, event handlers or javascript: URLs), and
 * without what only repeats the page around it:
 * - a leading heading that names the About section, which already has its own heading;
 * - a part headed like the "What you will learn" section whose list holds only outcomes that section
 *   shows anyway. A part that says anything more stays whole.
 * The course's HTML is often in English whatever the interface language, so English names count too:
 * Open edX's default overview starts with "About This Course" (edx-platform,
 * xmodule/templates/about/overview.yaml).
 */
import { markupOf, sanitizeToFragment } from '../../lib/sanitizeHtml.ts';
import { takeCourseStaff, type StaffMember } from './courseStaff.ts';

export interface SectionTitles {
  /** The About section's title in the interface language. */
  about: string;
  /** The outcomes section's title in the interface language. */
  outcomes: string;
}

const ENGLISH_ABOUT = ['About this course'];
const ENGLISH_OUTCOMES = ['What you will learn', "What you'll learn"];

const WRAPPERS = /^(SECTION|DIV|ARTICLE|HEADER)$/;
const HEADING = /^H([1-6])$/;

const normal = (text: string | null) =>
  (text ?? '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const rankOf = (element: Element) => Number(HEADING.exec(element.tagName)?.[1] ?? 0);

/** The first element of the HTML, looking inside wrappers (`<section><h2>…`), if it is a heading. */
function leadingHeading(root: DocumentFragment): Element | null {
  let first = root.firstElementChild;
  while (first && WRAPPERS.test(first.tagName)) first = first.firstElementChild;
  return first && rankOf(first) > 0 ? first : null;
}

/** The heading and the siblings after it, up to the next heading of the same or a higher rank. */
function partUnder(heading: Element): Element[] {
  const rank = rankOf(heading);
  const part = [heading];
  for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) {
    const nextRank = rankOf(next);
    if (nextRank > 0 && nextRank <= rank) break;
    part.push(next);
  }
  return part;
}

export function aboutHtml(html: string, titles: SectionTitles, outcomes: readonly string[]): string {
  return markupOf(reworked(sanitizeToFragment(html), titles, outcomes));
}

/**
 * The About text without its course-staff section, and the people it named (courseStaff.ts): for a
 * platform whose only list of a course's instructors is its about page.
 */
export function aboutAndStaff(
  html: string,
  titles: SectionTitles,
  outcomes: readonly string[],
): { html: string; staff: StaffMember[] } {
  const root = sanitizeToFragment(html);
  const staff = takeCourseStaff(root);
  return { html: markupOf(reworked(root, titles, outcomes)), staff };
}

function reworked(root: DocumentFragment, titles: SectionTitles, outcomes: readonly string[]) {
  const aboutNames = new Set([titles.about, ...ENGLISH_ABOUT].map(normal));
  const leading = leadingHeading(root);
  if (leading && aboutNames.has(normal(leading.textContent))) {
    leading.remove();
  }

  const outcomeNames = new Set([titles.outcomes, ...ENGLISH_OUTCOMES].map(normal));
  const shown = new Set(outcomes.map(normal));
  for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    if (!root.contains(heading) || !outcomeNames.has(normal(heading.textContent))) continue;
    const part = partUnder(heading);
    const rest = part.slice(1);
    const items = rest.flatMap((element) => [...element.querySelectorAll('li')]);
    const onlyTheList = rest.every((element) => element.tagName === 'UL' || element.tagName === 'OL');
    if (items.length > 0 && onlyTheList && items.every((item) => shown.has(normal(item.textContent)))) {
      for (const element of part) element.remove();
    }
  }
  return root;
}
