/** CSRF tokens for unsafe methods, fetched once per origin and shared by every caller. */
export interface CsrfTokens {
  tokenFor(url: string): Promise<string>;
}

export function createCsrfTokens(fetchToken: (origin: string) => Promise<string>): CsrfTokens {
  const byOrigin = new Map<string, Promise<string>>();
  return {
    tokenFor(url) {
      const { origin } = new URL(url);
      let token = byOrigin.get(origin);
      if (!token) {
        // A failed fetch is forgotten, so the next unsafe call (or the query retry) tries again.
        token = fetchToken(origin).catch((error: unknown) => {
          byOrigin.delete(origin);
          throw error;
        });
        byOrigin.set(origin, token);
      }
      return token;
    },
  };
}
