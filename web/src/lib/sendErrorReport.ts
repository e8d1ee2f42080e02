/**
 * An error report as an operator's error service receives it: a POST of a small JSON text (sent as
 * text/plain, so a service on another origin needs no CORS preflight) with the message, the stack,
 * where it happened, the page's address without its query or fragment, and the app's version.
 * Never cookies or tokens: no credentials, no referrer, no query string. Sent with `keepalive`, so a
 * report survives the page being left.
 */
export type ErrorPlace = 'render' | 'start-up';

export interface ErrorReport {
  message: string;
  stack: string | null;
  where: ErrorPlace;
  page: string;
  version: string;
}

/** Long stacks are cut: keepalive bodies are limited, and the top frames say what matters. */
const MAX_TEXT = 4000;

export function errorReport(error: unknown, where: ErrorPlace, page: Location): ErrorReport {
  const { message, stack } =
    error instanceof Error
      ? error
      : { message: typeof error === 'string' ? error : String(error), stack: null };
  return {
    message: message.slice(0, MAX_TEXT),
    stack: stack?.slice(0, MAX_TEXT) ?? null,
    where,
    page: page.origin + page.pathname,
    version: __ATRIUM_VERSION__,
  };
}

/** Sends one report; the caller (errorReport.ts) ignores whatever comes back, failures included. */
export function sendErrorReport(url: string, error: unknown, where: ErrorPlace): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    mode: 'no-cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    keepalive: true,
    body: JSON.stringify(errorReport(error, where, window.location)),
  });
}
