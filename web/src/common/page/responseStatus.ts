/**
 * The HTTP status of a page rendered on the server (web/src/server-render/renderPage.tsx): a page that shows
 * the not-found page says so while it renders, so that an unknown address answers 404, not a "soft
 * 404". In the browser there is no response to tell, and no provider: saying it does nothing.
 */
import { createContext, use } from 'react';

export interface ResponseStatus {
  markNotFound(): void;
}

export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/** Called by the not-found page: the response to the address is a 404. */
export function useNotFoundStatus(): void {
  use(ResponseStatusContext)?.markNotFound();
}
