/**
 * The standalone renderer's settings, from the environment (main.ts lists them). Atrium's origin
 * comes from BASE_URL, never from a request's Host: the pages' links and the platform's requests are
 * built from it.
 */
import { fetchThrough } from './fetchThrough.ts';
import { JWT_HEADER_PAYLOAD_COOKIE, LANGUAGE_COOKIE, LOGGED_IN_COOKIE } from '@atrium/contract';

export interface RendererSettings {
  port: number;
  webDist: string;
  entry: string;
  origin: string;
  publicPath: string;
  fetch: typeof fetch;
  timeoutMs: number;
  cacheSeconds: number;
  languageCookie: string;
  sessionCookies: string[];
}

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function whole(env: Env, key: string, fallback: number, max: number): number {
  const raw = text(env, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${key} must be a whole number from 0 to ${max}, not "${raw}"`);
  }
  return value;
}

function origin(env: Env, key: string): string | undefined {
  const raw = text(env, key);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Said below.
  }
  throw new Error(`${key} must be an http(s) address, not "${raw}"`);
}

export function readRendererSettings(
  env: Env,
  defaults: { webDist: string | undefined; entry: string },
): RendererSettings {
  const atrium = origin(env, 'BASE_URL');
  if (atrium === undefined) throw new Error("BASE_URL must name Atrium's public address (https://…)");
  const webDist = text(env, 'ATRIUM_WEB_DIST') ?? defaults.webDist;
  if (webDist === undefined) throw new Error('No built web app: run `npm run build`, or set ATRIUM_WEB_DIST');
  const lms = origin(env, 'LMS_BASE_URL') ?? atrium;
  const internal = origin(env, 'ATRIUM_LMS_INTERNAL_URL');
  const publicPath = `/${(text(env, 'PUBLIC_PATH') ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  return {
    port: whole(env, 'PORT', 3000, 65535),
    webDist,
    entry: text(env, 'ATRIUM_SERVER_ENTRY') ?? defaults.entry,
    origin: atrium,
    publicPath,
    fetch: internal ? fetchThrough(lms, internal) : (input, init) => fetch(input, init),
    timeoutMs: whole(env, 'ATRIUM_RENDER_TIMEOUT_MS', 2000, 60_000),
    cacheSeconds: whole(env, 'ATRIUM_RENDER_CACHE_SECONDS', 60, 86_400),
    languageCookie: text(env, 'LANGUAGE_PREFERENCE_COOKIE_NAME') ?? LANGUAGE_COOKIE,
    sessionCookies: [text(env, 'ACCESS_TOKEN_COOKIE_NAME') ?? JWT_HEADER_PAYLOAD_COOKIE, LOGGED_IN_COOKIE],
  };
}
