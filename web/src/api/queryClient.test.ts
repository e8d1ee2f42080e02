import { describe, expect, it } from 'vitest';
import { ContractError, HttpError, NetworkError, UnauthenticatedError } from './errors.ts';
import { createQueryClient, retryOnce } from './queryClient.ts';

describe('query defaults (docs/product-rules.md, "When data is fetched")', () => {
  it('keeps data fresh 5 minutes, cached an hour, no refetch on focus, one retry for queries, none by default for changes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 3_600_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      networkMode: 'always',
      retry: retryOnce,
    });
    // Each change says when repeating it is safe (changeRetry.ts).
    expect(defaults.mutations).toMatchObject({ retry: false, networkMode: 'always' });
  });

  it.each([
    [0, new NetworkError('instanceConfig'), true],
    [0, new HttpError('instanceConfig', 503), true],
    [0, new HttpError('instanceConfig', 429), true],
    [1, new NetworkError('instanceConfig'), false],
    [0, new HttpError('customPage', 404), false],
    [0, new ContractError('customPage', 'name', 'x'), false],
    [0, new UnauthenticatedError('userAccount'), false],
    [0, new TypeError('boom'), true],
  ])('after %i failures, %o → retry %s', (failures, error, expected) => {
    expect(retryOnce(failures, error)).toBe(expected);
  });
});
