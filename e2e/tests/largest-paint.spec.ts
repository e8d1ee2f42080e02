/**
 * The largest picture loads first (docs/product-rules.md): on home, the catalogue, a course page and
 * the dashboard, at both widths, the browser's largest-contentful-paint element is never a lazy image.
 * The stock dialect's twin is tests/openedx/largest-paint.spec.ts.
 */
import { describeLargestPaints } from './support/largestPaint.ts';

describeLargestPaints(() => '/course/introduction-to-python-programming/');
