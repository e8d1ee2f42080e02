/**
 * The cookies of the page's visitor, as a render reads them: on the server, the Cookie header of the
 * request the page is rendered for (server-render/renderPage.tsx provides it); in the browser, the
 * document's own, which hydration then reads alike.
 */
import { createContext, use } from 'react';

export const RequestCookiesContext = createContext<string | null>(null);

export function useCookies(): string {
  return use(RequestCookiesContext) ?? document.cookie;
}
