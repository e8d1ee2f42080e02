/** Keeping a valid JWT: read the cookie, and refresh it at most once at a time when it is stale. */
import type { JwtClaims } from '@atrium/contract';

export type RefreshOutcome = 'refreshed' | 'anonymous';

export interface SessionDeps {
  /** The claims of the current, unexpired JWT cookie, or null. */
  readClaims: () => JwtClaims | null;
  /** POST to the refresh endpoint: 'anonymous' when it answers 401; other failures throw. */
  refresh: () => Promise<RefreshOutcome>;
  /** Told the outcome of every check, so the signed-in user shown stays true. */
  onClaims: (claims: JwtClaims | null) => void;
}

export interface Session {
  /** Claims of a valid JWT, refreshed first if missing or expired; null means a visitor. */
  ensureClaims(): Promise<JwtClaims | null>;
  /** Refreshes even though the cookie looks valid (the LMS refused it); null means a visitor. */
  renew(): Promise<JwtClaims | null>;
}

export function createSession({ readClaims, refresh, onClaims }: SessionDeps): Session {
  // Concurrent callers share one refresh; it is forgotten once settled so a later expiry refreshes again.
  let pending: Promise<JwtClaims | null> | null = null;

  const refreshed = async (): Promise<JwtClaims | null> => {
    const outcome = await refresh();
    const claims = outcome === 'anonymous' ? null : readClaims();
    onClaims(claims);
    return claims;
  };

  const shared = () => {
    pending ??= refreshed().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    ensureClaims() {
      const current = readClaims();
      if (current) {
        onClaims(current);
        return Promise.resolve(current);
      }
      return shared();
    },
    renew: shared,
  };
}
