import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client.ts';
import { footerSectionQuery } from './branding.ts';

/** A client that records what the footer query asks and answers an empty footer. */
function recordingClient() {
  const calls: unknown[][] = [];
  const client = {
    call: (...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ logo: null, description: {}, links: {} });
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('footerSectionQuery', () => {
  it('asks for the footer in the language the page shows, and asks again for another language', async () => {
    const { client, calls } = recordingClient();
    // Nothing goes stale here: a second request can only come from another key.
    const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await queries.query(footerSectionQuery(client, 'fr'));
    await queries.query(footerSectionQuery(client, 'fr'));
    await queries.query(footerSectionQuery(client, 'ar'));
    expect(calls.map(([name, options]) => [name, (options as { query: unknown }).query])).toEqual([
      ['footerSection', { language: 'fr' }],
      ['footerSection', { language: 'ar' }],
    ]);
  });
});
