/**
 * The HTML sanitiser (sanitizeHtml.ts, with DOMPurify the largest single library after React) is in
 * no page's first load: the HTML it makes safe is never what a page shows first. Pages start it with
 * their first call and show a placeholder, never the HTML as it came, until it is here.
 */
import { lazyModule } from './lazyModule.ts';

export const htmlSanitizer = lazyModule(() => import('./sanitizeHtml.ts'));
