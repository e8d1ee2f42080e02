/** A client of a stock platform (`PLATFORM_API=openedx`) for tests, recording every request it makes. */
import { createApiClient } from '../api/client.ts';
import { resolveBaseSettings } from '../config/baseSettings.ts';

export const LMS = 'http://lms.test';

export const stockSettings = resolveBaseSettings(
  { LMS_BASE_URL: LMS, PLATFORM_API: 'openedx' },
  'http://app.test',
);

/** `cookies`: what the page's cookies would be (a signed-in learner's JWT cookie, the CSRF cookie). */
export function stockClient(cookies = '') {
  const asked: Request[] = [];
  // A fresh settings object: the runtime configuration is remembered per client's settings.
  const client = createApiClient(
    { ...stockSettings },
    {
      readCookies: () => cookies,
      fetch: (input, init) => {
        const request = new Request(input, init);
        asked.push(request);
        return globalThis.fetch(request.clone());
      },
    },
  );
  return { client, asked };
}
