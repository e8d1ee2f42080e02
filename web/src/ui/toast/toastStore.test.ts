import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeToast, currentToast, showToast, subscribeToast, TOAST_DURATION_MS } from './toastStore.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    closeToast();
    vi.useRealTimers();
  });

  it('shows a toast for 3000 ms, then hides it', () => {
    showToast({ title: 'Copied' });
    expect(currentToast()?.title).toBe('Copied');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('can be closed early', () => {
    showToast({ title: 'Copied' });
    closeToast();
    expect(currentToast()).toBeNull();
  });

  it('a new toast replaces the old one and gets its full time', () => {
    showToast({ title: 'First' });
    vi.advanceTimersByTime(2000);
    showToast({ title: 'Second', description: 'More' });
    vi.advanceTimersByTime(2000);
    expect(currentToast()).toMatchObject({ title: 'Second', description: 'More' });
    vi.advanceTimersByTime(1000);
    expect(currentToast()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToast(listener);
    showToast({ title: 'One' });
    closeToast();
    unsubscribe();
    showToast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
