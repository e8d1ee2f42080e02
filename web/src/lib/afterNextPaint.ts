/**
 * Runs `callback` once the browser has painted what is on screen now: a frame's callback runs before
 * that frame paints, so the task it schedules runs after. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
