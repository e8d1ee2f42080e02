import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testCourse } from '../../test/testCourse.ts';
import { RECENT_PAGES_KEY } from './rules.ts';
import {
  addRecentPage,
  clearRecentPages,
  loadRecentPages,
  removeRecentPage,
  useRecentPages,
} from './recentPages.ts';

const stored = () =>
  (JSON.parse(localStorage.getItem(RECENT_PAGES_KEY) ?? '[]') as { course_slug: string }[]).map(
    (p) => p.course_slug,
  );

describe('the recently viewed store', () => {
  beforeEach(() => {
    localStorage.clear();
    loadRecentPages();
  });

  it('adds to what was stored before this page load, not over it', () => {
    localStorage.setItem(RECENT_PAGES_KEY, JSON.stringify([testCourse({ slug: 'old' })]));
    loadRecentPages();
    addRecentPage(testCourse({ slug: 'new' }));
    expect(stored()).toEqual(['new', 'old']);
  });

  it('ignores corrupt storage and replaces it on the next add', () => {
    localStorage.setItem(RECENT_PAGES_KEY, 'not json');
    loadRecentPages();
    addRecentPage(testCourse({ slug: 'a' }));
    expect(stored()).toEqual(['a']);
  });

  it('re-renders its readers on add, remove and clear', () => {
    const { result } = renderHook(() => useRecentPages());
    expect(result.current).toEqual([]);
    act(() => {
      addRecentPage(testCourse({ slug: 'a' }));
      addRecentPage(testCourse({ slug: 'b' }));
    });
    expect(result.current.map((page) => page.course_slug)).toEqual(['b', 'a']);
    act(() => removeRecentPage('b'));
    expect(result.current.map((page) => page.course_slug)).toEqual(['a']);
    act(() => clearRecentPages());
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(RECENT_PAGES_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useRecentPages());
    localStorage.setItem(RECENT_PAGES_KEY, JSON.stringify([testCourse({ slug: 'elsewhere' })]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: RECENT_PAGES_KEY }));
    });
    expect(result.current.map((page) => page.course_slug)).toEqual(['elsewhere']);
  });
});
