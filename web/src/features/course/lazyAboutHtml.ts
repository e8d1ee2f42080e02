/** The About text's rules (aboutHtml.ts) and the sanitiser they use, loaded apart from the page (lib/lazyModule.ts). */
import { lazyModule } from '../../lib/lazyModule.ts';

export const lazyAboutHtml = lazyModule(() => import('./aboutHtml.ts'));
