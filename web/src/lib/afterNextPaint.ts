/** Work that waits until what is on screen now has been painted. */
import { useEffect, useState } from 'react';
import { useMountedOnServersPage } from './mountedOnServersPage.ts';

/**
 * Runs `callback` once what is on screen now has been painted and shown: a frame's callback runs before
 * that frame paints, so the callback of the frame after runs once it has been shown (a browser hands a
 * painted frame to the screen a little later, and counts the largest paint from then), and the task it
 * schedules runs after that frame's own paint. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      task = setTimeout(callback);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/**
 * False in a component's first render, true once what that render drew has been painted. A component
 * of a page rendered on the server is painted from the start: on the server (so that what waits is in
 * the page a crawler reads) and in the browser's hydration, which finds it on screen. It stays true.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(useMountedOnServersPage());
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
