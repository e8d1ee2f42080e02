import DOMPurify from 'dompurify';

/** Elements that show something without any text. */
const SHOWN_WITHOUT_TEXT = 'img, video, audio, picture';

/** Whether HTML parsed into `root` shows nothing: no text but white space, and no image or media. */
export function showsNothing(root: ParentNode): boolean {
  return (root.textContent ?? '').trim() === '' && root.querySelector(SHOWN_WITHOUT_TEXT) === null;
}

/**
 * HTML from the server made safe to show (docs/contract.md, "Rules for every call"): no scripts, no event handlers, no
 * `javascript:` (or other non-http) URLs, no forms or embedded documents; only the HTML profile.
 * HTML left showing nothing (empty elements, white space) comes back as '', so that a page can tell
 * it has nothing to show rather than draw a blank.
 */
export function sanitizeHtml(html: string): string {
  const safe = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
  const template = document.createElement('template');
  template.innerHTML = safe;
  return showsNothing(template.content) ? '' : safe;
}
