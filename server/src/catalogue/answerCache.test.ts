import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answerCache.ts';

const NOW = '2026-01-01T00:00:00.000Z';

/** A cache whose computations are counted, answering `key@count`. */
function counting(limits = { maxEntries: 2, maxBytes: 100 }) {
  const cache = createAnswerCache<string>(limits);
  let computed = 0;
  const get = (
    key: string,
    {
      version = 'v1',
      now = NOW,
      bytes = 10,
      from = null as string | null,
      until = null as string | null,
    } = {},
  ) =>
    cache.get(key, version, now, () => {
      computed += 1;
      return { value: `${key}@${computed}`, bytes, validFrom: from, validUntil: until };
    });
  return { cache, get, computed: () => computed };
}

describe('answer cache', () => {
  it('computes once per key and version', () => {
    const { get, computed } = counting();
    expect(get('a')).toBe('a@1');
    expect(get('a')).toBe('a@1');
    expect(get('a', { version: 'v2' })).toBe('a@2');
    expect(computed()).toBe(2);
  });

  it('forgets the least recently used entry beyond its entry and byte bounds', () => {
    const { get, cache } = counting();
    get('a');
    get('b');
    get('a'); // a is now the most recent
    get('c'); // evicts b
    expect(get('a')).toBe('a@1');
    expect(get('b')).toBe('b@4');
    expect(cache.stats().entries).toBe(2);
    get('big', { bytes: 95 }); // alone within 100 bytes: everything else goes
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 95 });
    get('huge', { bytes: 101 }); // larger than the bound: answered, not kept
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 95 });
  });

  it('keeps an answer with a clock window only inside it', () => {
    const { get } = counting();
    const window = { from: '2026-01-01T00:00:00.000Z', until: '2026-01-02T00:00:00.000Z' };
    expect(get('a', window)).toBe('a@1');
    expect(get('a', { ...window, now: '2026-01-01T23:59:59.999Z' })).toBe('a@1');
    expect(get('a', { ...window, now: '2026-01-02T00:00:00.000Z' })).toBe('a@2');
    expect(get('b', { ...window, now: '2026-01-01T12:00:00.000Z' })).toBe('b@3');
    expect(get('b', { ...window, now: '2025-12-31T23:59:59.999Z' })).toBe('b@4');
  });
});
