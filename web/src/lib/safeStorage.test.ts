import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, removeItem, storageArea, writeItem } from './safeStorage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('safe storage', () => {
  it('reads, writes and removes in the asked area only', () => {
    expect(writeItem('session', 'k', 'v')).toBe(true);
    expect(readItem('session', 'k')).toBe('v');
    expect(readItem('local', 'k')).toBeNull();
    removeItem('session', 'k');
    expect(readItem('session', 'k')).toBeNull();
  });

  it('answers null and false instead of throwing when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(writeItem('local', 'k', 'v')).toBe(false);
    expect(readItem('local', 'k')).toBeNull();
    expect(() => removeItem('local', 'k')).not.toThrow();
  });

  it('has no area where touching it throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storageArea('session')).toBeNull();
    expect(writeItem('session', 'k', 'v')).toBe(false);
    expect(readItem('session', 'k')).toBeNull();
  });
});
