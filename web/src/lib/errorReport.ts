/**
 * The one way uncaught errors leave the page: the error boundaries report render errors and main.tsx
 * start-up errors. With ERROR_REPORT_URL configured, a small chunk loaded only then sends each report
 * (sendErrorReport.ts), so the first load pays for this file alone. Development also logs to the console.
 */
import type { ErrorPlace } from './sendErrorReport.ts';

let reportUrl: string | null = null;

/** Where reports go from now on (the configured ERROR_REPORT_URL); null sends none. */
export function setErrorReportUrl(url: string | null): void {
  reportUrl = url;
}

/**
 * Reports an error; never throws, never waits, never changes what the page shows. The component stack
 * of a render error is only logged in development.
 */
export function reportError(error: unknown, where: ErrorPlace, componentStack?: string | null): void {
  if (import.meta.env.DEV) console.error(error, componentStack ?? '');
  const url = reportUrl;
  if (url) {
    // A failing or unreachable error service must never add a failure of its own.
    import('./sendErrorReport.ts')
      .then((chunk) => chunk.sendErrorReport(url, error, where))
      .catch(() => undefined);
  }
}
