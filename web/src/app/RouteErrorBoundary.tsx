import type { ReactNode } from 'react';
import { useLocation } from '../lib/router/index.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * One boundary per route: a failing page shows a friendly message with a retry inside the layout,
 * the header stays usable, and moving to another route starts afresh (the key).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(_, retry) => <RouteError onRetry={retry} />}>
      {children}
    </ErrorBoundary>
  );
}
