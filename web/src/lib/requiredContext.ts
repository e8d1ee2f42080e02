import { createContext, use, type Context } from 'react';

/**
 * A context that has no meaningful default (the API client, the settings, the router): its hook
 * throws `missing` when no provider is above, instead of handing the screen a null to trip over later.
 */
export function requiredContext<T>(missing: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  function useRequired(): T {
    const value = use(context);
    if (value === null) throw new Error(missing);
    return value;
  }
  return [context, useRequired];
}
