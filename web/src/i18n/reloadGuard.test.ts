import { describe, expect, it, vi } from 'vitest';
import { hasReloaded, reloadOnce } from './reloadGuard.ts';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the language reload guard', () => {
  it('reloads once per visit, then never again', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(hasReloaded(store)).toBe(false);
    expect(reloadOnce(store, reload)).toBe(true);
    expect(reloadOnce(store, reload)).toBe(false);
    expect(reloadOnce(store, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(hasReloaded(store)).toBe(true);
  });

  it('does not reload at all when the visit cannot be marked', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const unreadable = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce(broken, reload)).toBe(false);
    expect(reloadOnce(unreadable, reload)).toBe(false);
    expect(reloadOnce(null, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
