/** The renderer, for a server that hosts it (the reference server does: server/src/http/web.ts). */
export {
  createPageRenderer,
  type PageAnswer,
  type PageRenderer,
  type RendererOptions,
} from './pageRenderer.ts';
export { escapeAttribute } from './pageDocument.ts';
export { fetchThrough } from './fetchThrough.ts';
export { createSite } from './site.ts';
