/**
 * An abort signal that fires when the caller's does or when `ms` have passed, whichever comes first.
 * Written out rather than AbortSignal.any/timeout, which older phones' browsers lack.
 */
export function withDeadline(
  outer: AbortSignal | undefined,
  ms: number,
): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The call took too long', 'TimeoutError')),
    ms,
  );
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
