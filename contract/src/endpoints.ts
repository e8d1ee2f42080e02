/**
 * The one endpoint table: every call Atrium makes (docs/contract.md). The web client calls only these;
 * the reference server registers exactly these (an Atrium extension only when it is on). Beside each
 * endpoint and schema, a comment names where its shape comes from: the earlier client that ran against
 * the real platform (edSPIRIT/frontend-app-homepage: the hook or component that reads it), Open edX
 * source (the file), or "Atrium extension" (README, "Atrium's extensions"). Its two parts are the calls
 * made before the first render and the rest; the browser gets both with its first script.
 */
import { pageEndpoints } from './pageEndpoints.ts';
import { startEndpoints } from './startEndpoints.ts';

export const endpoints = { ...startEndpoints, ...pageEndpoints } as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
