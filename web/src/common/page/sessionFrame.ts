/**
 * A signed-in page drawn by the server (server-render/renderPage.tsx): its first HTML carries the real
 * header and navigation of a signed-in learner, while the learner and their page are the browser's to
 * draw. Nothing personal is known there: the account menu is a placeholder until the browser's first
 * render replaces the whole frame.
 */
import { createContext, use } from 'react';

/** True only inside the server's frame of a signed-in page. */
export const SessionFrameContext = createContext(false);

export function useSessionFrame(): boolean {
  return use(SessionFrameContext);
}
