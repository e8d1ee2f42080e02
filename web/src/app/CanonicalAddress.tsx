/**
 * Shows its page at the page's canonical address, replacing any other spelling of it (history
 * `replace`: Back does not return to the hand-off address), query string and hash kept.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSettings } from '../config/SettingsProvider.tsx';
import { Navigate, useLocation } from '../lib/router/index.ts';
import { addressTarget } from './canonicalAddress.ts';

// Only an admin-console platform's about links need it: its calls and the not-found page stay out of
// the first load.
const CourseIdAddress = lazy(() => import('./CourseIdAddress.tsx'));

export function CanonicalAddress({ children = null }: { children?: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { platformApi } = useSettings();
  const target = addressTarget(pathname, platformApi === 'openedx');
  const rest = `${search}${hash}`;
  // The page is drawn at once and the address replaced after: a page rendered on the server (which runs
  // no effect) shows it to crawlers with its canonical link, and the browser's hydration draws the same.
  if (target.kind === 'replace') {
    return (
      <>
        {children}
        <Navigate to={`${target.pathname}${rest}`} replace />
      </>
    );
  }
  if (target.kind === 'courseId') {
    return (
      <Suspense fallback={null}>
        <CourseIdAddress courseId={target.courseId} rest={rest} />
      </Suspense>
    );
  }
  return children;
}
