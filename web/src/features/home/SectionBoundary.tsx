import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { SectionError } from '../../ui/SectionError.tsx';

/** Catches a section's render errors (e.g. unexpected data) so the other sections stay. */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={(_, retry) => <SectionError onRetry={retry} />}>{children}</ErrorBoundary>;
}
