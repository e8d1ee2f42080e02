import { useSyncExternalStore } from 'react';

/**
 * The course grid's columns by viewport width, as CourseGrid.module.css lays them out: 1 column under
 * 600 px, 2 up to 1024, 3 up to 1350, 4 above. Keep both in step.
 */
const STEPS = [
  { minWidth: 1350, columns: 4 },
  { minWidth: 1024, columns: 3 },
  { minWidth: 600, columns: 2 },
] as const;

const queries = () =>
  typeof window.matchMedia === 'function'
    ? STEPS.map((step) => ({ ...step, query: window.matchMedia(`(min-width: ${step.minWidth}px)`) }))
    : [];

function columnsNow(): number {
  return queries().find((step) => step.query.matches)?.columns ?? 1;
}

function subscribe(onChange: () => void): () => void {
  const all = queries();
  for (const { query } of all) query.addEventListener('change', onChange);
  return () => {
    for (const { query } of all) query.removeEventListener('change', onChange);
  };
}

/** How many columns the course grid has now; follows the window as it is resized. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => 1);
}
