/** The signed-in user, as the JWT claims describe them, in a tiny store React can subscribe to. */
import type { JwtClaims } from '@atrium/contract';

export interface AuthenticatedUser {
  username: string;
  email: string;
  name: string;
  userId: number;
  administrator: boolean;
}

export function userFromClaims(claims: JwtClaims): AuthenticatedUser {
  return {
    username: claims.preferred_username,
    email: claims.email,
    name: claims.name,
    userId: claims.user_id,
    administrator: claims.administrator,
  };
}

/** Function properties, not methods: React receives them detached (useSyncExternalStore). */
export interface AuthStore {
  getUser: () => AuthenticatedUser | null;
  setUser: (user: AuthenticatedUser | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createAuthStore(initial: AuthenticatedUser | null = null): AuthStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    getUser: () => current,
    setUser(user) {
      // A refreshed token for the same person is not a change: keep the object, skip the re-render.
      if (sameUser(current, user)) return;
      current = user;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sameUser(a: AuthenticatedUser | null, b: AuthenticatedUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.userId === b.userId && a.username === b.username && a.name === b.name && a.email === b.email;
}
