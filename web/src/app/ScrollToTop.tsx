import { useLayoutEffect } from 'react';
import { useLocation } from '../lib/router/index.ts';

/** The page starts at the top on every route change (docs/product-rules.md, "Screens and routes"); query and hash changes keep it. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
