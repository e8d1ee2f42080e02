/**
 * On a stock platform Atrium's static-page addresses hand the visitor to the LMS's own page (the
 * `static_template_view` routes of openedx-platform `lms/urls.py`, each named as its path). Pure.
 */
const LMS_PATHS: ReadonlyMap<string, string> = new Map([
  ['about', '/about'],
  ['tos', '/tos'],
  ['privacy', '/privacy'],
  ['honor', '/honor'],
  ['contact', '/contact'],
  ['donate', '/donate'],
]);

/** The LMS's page for Atrium's `/staticpages/{page}`, or null for a page the LMS does not have. */
export function lmsStaticPageUrl(page: string, lmsBaseUrl: string): string | null {
  const path = LMS_PATHS.get(page.trim().toLowerCase());
  return path === undefined ? null : `${lmsBaseUrl.replace(/\/+$/, '')}${path}`;
}
