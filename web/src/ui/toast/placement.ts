/**
 * Where a toast may sit without covering a control (issue: the share toast hid the dashboard's
 * search field). The toast starts at its corner (top-end on desktop, bottom on phones) and moves
 * away from it, step by step, until it covers no control; if no place within reach is free, it stays
 * where it was put.
 */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The block offset (px) to move `toast` by so that it overlaps none of `controls`: `direction` 1
 * moves it down the page (a toast at the top), -1 up (a toast at the bottom); the offset stays
 * within `reach`. 0 when it is free where it is, or when no free place exists within reach.
 */
export function freeOffset(
  toast: Box,
  controls: readonly Box[],
  direction: 1 | -1,
  reach: number,
  step = 8,
): number {
  for (let offset = 0; offset <= reach; offset += step) {
    // Each side named: a DOMRect's sides are getters, which spreading would not copy.
    const moved = {
      top: toast.top + direction * offset,
      bottom: toast.bottom + direction * offset,
      left: toast.left,
      right: toast.right,
    };
    if (!controls.some((control) => overlaps(moved, control))) return direction * offset;
  }
  return 0;
}
