/**
 * The server's entry (the renderer workspace loads its build, web/dist-server/entry-server.js): what
 * it needs of the app, compiled by the same Vite configuration as the browser's, so that the server's
 * HTML and the browser's hydration come from the same code.
 */
import { answerSeo as answer } from './server-render/answerSeo.ts';
import { renderPage as render, type RenderRequest } from './server-render/renderPage.tsx';
import { loadOperatorFile } from './slots/loadOperatorFile.ts';

export type { RenderRequest, RenderedPage, ShellAnswer } from './server-render/renderPage.tsx';

// An operator's env.config.jsx (a build without one has none of this): its values and slots first,
// once for the process, as the browser's start-up does once for the page.
const operatorFile = __ATRIUM_ENV_CONFIG__ ? loadOperatorFile() : Promise.resolve();

export async function renderPage(request: RenderRequest): ReturnType<typeof render> {
  await operatorFile;
  return render(request);
}

export async function answerSeo(...args: Parameters<typeof answer>): ReturnType<typeof answer> {
  await operatorFile;
  return answer(...args);
}
