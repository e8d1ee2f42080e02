/** A change the learner makes (enroll, unenroll, send again): its state, and what runs around it. */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from './useQuery.ts';
import { defaultRetryDelay, shouldRetry, type Retry } from './query.ts';

export interface UseMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  retry?: Retry;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

interface MutationState<TData> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: TData | undefined;
  error: Error | null;
}

export interface UseMutationResult<TData, TVariables> extends MutationState<TData> {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Runs the mutation; a failure is in the state (and `onError`), never thrown. */
  mutate: (variables: TVariables) => void;
  mutateAsync: (variables: TVariables) => Promise<TData>;
  reset: () => void;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;

export function useMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, TVariables>,
): UseMutationResult<TData, TVariables> {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<TData>>(IDLE);
  const latest = useRef(options);
  latest.current = options;

  const mutateAsync = useCallback(
    (variables: TVariables) =>
      client.mutation(async () => {
        const {
          mutationFn,
          onSuccess,
          onError,
          onSettled,
          retry = client.mutationDefaults().retry,
        } = latest.current;
        setState({ status: 'pending', data: undefined, error: null });
        for (let failures = 0; ; failures += 1) {
          try {
            const data = await mutationFn(variables);
            await onSuccess?.(data, variables);
            await onSettled?.(data, null, variables);
            setState({ status: 'success', data, error: null });
            return data;
          } catch (caught) {
            const error = caught instanceof Error ? caught : new Error(String(caught));
            if (shouldRetry(retry, failures, error)) {
              await new Promise((resolve) => setTimeout(resolve, defaultRetryDelay(failures)));
              continue;
            }
            await onError?.(error, variables);
            await onSettled?.(undefined, error, variables);
            setState({ status: 'error', data: undefined, error });
            throw error;
          }
        }
      }),
    [client],
  );
  const mutate = useCallback(
    (variables: TVariables) => void mutateAsync(variables).catch(() => undefined),
    [mutateAsync],
  );
  const reset = useCallback(() => setState(IDLE), []);

  return useMemo(
    () => ({
      ...state,
      isIdle: state.status === 'idle',
      isPending: state.status === 'pending',
      isSuccess: state.status === 'success',
      isError: state.status === 'error',
      mutate,
      mutateAsync,
      reset,
    }),
    [state, mutate, mutateAsync, reset],
  );
}
