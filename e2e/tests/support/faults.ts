/** Calls made to fail on purpose, the way the server fails: a status and an Atrium JSON error. */
import type { Page } from '@playwright/test';

/** What `route.fulfill` answers for a failed call: `status` with the `{ error, message }` body. */
export const jsonError = (status: number, error: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error, message }),
});

/** Every request to `url` (a glob) fails with `status` and that error. */
export const failCalls = (page: Page, url: string, status: number, error: string, message: string) =>
  page.route(url, (route) => route.fulfill(jsonError(status, error, message)));
