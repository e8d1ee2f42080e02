/**
 * Code that a page needs only for part of what it shows, loaded apart from the page's first load:
 * started early by whoever knows it will be wanted (a page's prefetch, a pointer on a trigger), loaded
 * once, and read synchronously afterwards, so a render after it has arrived never waits a frame for it.
 */
import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

export interface LazyModule<T> {
  /** Starts loading, once; a failed load is tried again by the next call. */
  load: () => Promise<T>;
  /** The module if it has arrived, else null. */
  loaded: () => T | null;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | null = null;
  let module: T | null = null;
  return {
    load: () => {
      pending ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

export interface LazyModuleState<T> {
  /** Null until it has arrived (or while not wanted). */
  module: T | null;
  /** Its load failed; `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/**
 * `lazy`'s module for a render, loaded once `wanted`; the component renders again when it arrives.
 * `afterPaint`: the load starts only once what the render drew has been painted, so that a part below
 * the fold never competes with the paint of what is above it.
 */
export function useLazyModule<T>(
  lazy: LazyModule<T>,
  wanted = true,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): LazyModuleState<T> {
  // Already here (a prefetch brought it): the first render has it, no placeholder in between.
  const [arrived, setArrived] = useState<T | null>(lazy.loaded);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  const module = wanted ? arrived : null;
  useEffect(() => {
    if (!wanted || arrived !== null) return;
    let live = true;
    const start = () =>
      void lazy.load().then(
        (value) => live && setArrived(() => value),
        () => live && setFailedAttempt(attempt),
      );
    let cancel = () => {};
    if (afterPaint) cancel = afterNextPaint(start);
    else start();
    return () => {
      live = false;
      cancel();
    };
  }, [lazy, wanted, arrived, attempt, afterPaint]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { module, failed: module === null && failedAttempt === attempt, retry };
}
