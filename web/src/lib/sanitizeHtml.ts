import DOMPurify from 'dompurify';

/** Elements that show something without any text. */
const SHOWN_WITHOUT_TEXT = 'img, video, audio, picture';

/** Whether HTML parsed into `root` shows nothing: no text but white space, and no image or media. */
export function showsNothing(root: ParentNode): boolean {
  return (root.textContent ?? '').trim() === '' && root.querySelector(SHOWN_WITHOUT_TEXT) === null;
}

/**
 * HTML from the server made safe to show (docs/contract.md, "Rules for every call"), as nodes for a
 * caller that reworks it (features/course/aboutHtml.ts): no scripts, no event handlers, no
 * `javascript:` (or other non-http) URLs, no forms or embedded documents; only the HTML profile.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    RETURN_DOM_FRAGMENT: true,
  });
}

/**
 * The markup of sanitised nodes; '' when they show nothing (empty elements, white space), so that a
 * page can tell it has nothing to show rather than draw a blank.
 */
export function markupOf(fragment: DocumentFragment): string {
  if (showsNothing(fragment)) return '';
  // A template's content is inert, like the sanitiser's own document: no image starts loading here.
  const holder = document.createElement('template');
  holder.content.append(fragment);
  return holder.innerHTML.trim();
}

/** HTML from the server made safe to show (sanitizeToFragment), as markup; '' when it shows nothing. */
export function sanitizeHtml(html: string): string {
  return markupOf(sanitizeToFragment(html));
}
