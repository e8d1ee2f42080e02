import { describe, expect, it } from 'vitest';
import { createRenderCache } from './renderCache.ts';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('createRenderCache', () => {
  it('keeps a value for its seconds, then makes it again', async () => {
    const time = clock();
    const cache = createRenderCache<number>({ seconds: 60, maxEntries: 10, now: time.now });
    let made = 0;
    const make = () => Promise.resolve({ value: (made += 1), keep: true });
    expect(await cache.get('a', make)).toBe(1);
    time.advance(59_000);
    expect(await cache.get('a', make)).toBe(1);
    time.advance(2000);
    expect(await cache.get('a', make)).toBe(2);
  });

  it('keeps nothing it is told not to keep, nor anything with 0 seconds', async () => {
    let made = 0;
    const unkept = createRenderCache<number>({ seconds: 60, maxEntries: 10 });
    await unkept.get('a', () => Promise.resolve({ value: (made += 1), keep: false }));
    expect(await unkept.get('a', () => Promise.resolve({ value: (made += 1), keep: false }))).toBe(2);
    const never = createRenderCache<number>({ seconds: 0, maxEntries: 10 });
    await never.get('a', () => Promise.resolve({ value: (made += 1), keep: true }));
    expect(await never.get('a', () => Promise.resolve({ value: (made += 1), keep: true }))).toBe(4);
  });

  it('makes a value once for requests that ask at the same time', async () => {
    const cache = createRenderCache<string>({ seconds: 60, maxEntries: 10 });
    let made = 0;
    let finish: (value: { value: string; keep: boolean }) => void = () => {};
    const make = () => {
      made += 1;
      return new Promise<{ value: string; keep: boolean }>((resolve) => (finish = resolve));
    };
    const first = cache.get('a', make);
    const second = cache.get('a', make);
    finish({ value: 'page', keep: false });
    expect(await Promise.all([first, second])).toEqual(['page', 'page']);
    expect(made).toBe(1);
  });

  it('lets the oldest entry go past its size', async () => {
    const cache = createRenderCache<string>({ seconds: 60, maxEntries: 2 });
    const make = (value: string) => () => Promise.resolve({ value, keep: true });
    await cache.get('a', make('a1'));
    await cache.get('b', make('b1'));
    await cache.get('c', make('c1'));
    expect(await cache.get('a', make('a2'))).toBe('a2');
    expect(await cache.get('c', make('c2'))).toBe('c1');
  });

  it('forgets a failed making, so that the next request tries again', async () => {
    const cache = createRenderCache<string>({ seconds: 60, maxEntries: 2 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve({ value: 'up', keep: true }))).toBe('up');
  });
});
