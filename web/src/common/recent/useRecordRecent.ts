/** Opening a result adds it to "recently viewed" (docs/product-rules.md, "Recently viewed"). */
import type { CourseSummary } from '@atrium/contract';
import { useCallback } from 'react';
import { addRecentPage } from './recentPages.ts';

export function useRecordRecent(): (course: CourseSummary) => void {
  return useCallback((course: CourseSummary) => addRecentPage(course), []);
}
