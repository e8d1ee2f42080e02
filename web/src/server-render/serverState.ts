/**
 * The answers a page was rendered from on the server, handed to the browser in the page as a JSON data
 * block (never run, so the CSP's no-inline-script rule holds; escaped by lib/jsonLdText.ts so that no
 * answer can end the block). The browser reads it once, before its first calls, and hydrates from it.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { SourceVerdict, StockSource } from '../config/platformSources.ts';
import { jsonLdText } from '../lib/jsonLdText.ts';

export const SERVER_STATE_ID = 'atrium-server-state';

export interface ServerState {
  /** TanStack Query's dehydrated cache: the page's answers, as the render saw them. */
  queries: DehydratedState;
  /** What the stock platform showed it has (config/platformSources.ts): the same offers in the browser. */
  sources: Partial<Record<StockSource, SourceVerdict>>;
  /** The logo's and favicon's cache-busting value the render used. */
  pageLoadVersion: number;
  /** The parts with code of their own the render drew (lib/lazyPart.tsx): loaded before hydration. */
  parts: string[];
}

/** The `<script>` data block the server writes at the end of the page's body. */
export function serverStateText(state: ServerState): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${jsonLdText(state)}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state as the page holds it; null when there is none, or it is not the shape written above. */
export function parseServerState(text: string | null | undefined): ServerState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.queries) || !isRecord(value.sources)) return null;
  const { queries, sources, pageLoadVersion, parts } = value;
  if (!Array.isArray(queries.queries) || !Array.isArray(queries.mutations)) return null;
  if (typeof pageLoadVersion !== 'number' || !Number.isFinite(pageLoadVersion)) return null;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return null;
  return { queries: queries as unknown as DehydratedState, sources, pageLoadVersion, parts };
}

/** The state the server wrote into this page, read (and removed: it is read once) before start-up. */
export function takeServerState(doc: Document): ServerState | null {
  const block = doc.getElementById(SERVER_STATE_ID);
  block?.remove();
  return parseServerState(block?.textContent);
}
