import { createContext, use, useState } from 'react';

/** True around a render on the server (server-render/renderPage.tsx). */
export const ServerRenderContext = createContext(false);

/** The address of the page the server rendered and the browser hydrates (main.tsx); null for the shell. */
let serversPage: string | null = null;

const addressOf = (location: Pick<Location, 'pathname' | 'search'>) =>
  `${location.pathname}${location.search}`;

/** main.tsx, before hydrating: the page on screen at `location` came from the server (null: none did). */
export function markServersPage(location: Pick<Location, 'pathname' | 'search'> | null): void {
  serversPage = location && addressOf(location);
}

/**
 * Whether this component first rendered on the server, or in the browser on the server's page (its
 * hydration): what it drew then is on screen already. It keeps the answer it mounted with; a component
 * mounted on another page the browser opened says false. No store whose snapshot changes after
 * hydration: that would render its parents again while lazy parts of the page still wait for their
 * code, and React would then draw their fallbacks over the server's HTML.
 */
export function useMountedOnServersPage(): boolean {
  const onServer = use(ServerRenderContext);
  return useState(() => onServer || (serversPage !== null && serversPage === addressOf(window.location)))[0];
}
