import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testCourse } from '../../test/testCourse.ts';
import { getRecentPages, loadRecentPages } from './recentPages.ts';
import { recordRecentPage } from './recordRecentPage.ts';

describe('recordRecentPage', () => {
  beforeEach(() => {
    localStorage.clear();
    loadRecentPages();
  });

  it('adds the course to the one recently viewed list once its store has loaded, newest first', async () => {
    recordRecentPage(testCourse({ slug: 'first' }));
    recordRecentPage(testCourse({ slug: 'second' }));
    await vi.waitFor(() =>
      expect(getRecentPages().map((page) => page.course_slug)).toEqual(['second', 'first']),
    );
  });
});
