import DOMPurify from 'dompurify';

/**
 * HTML from the server made safe to show (docs/contract.md, "Rules for every call"): no scripts, no event handlers, no
 * `javascript:` (or other non-http) URLs, no forms or embedded documents; only the HTML profile.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
