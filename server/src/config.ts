/** Environment → configuration. Defaults resolve from the repository, whatever the working directory. */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLATFORM_API, isPlatformApi, PLATFORM_APIS, type PlatformApi } from '@atrium/contract';

export interface InstanceSettings {
  platformName: string;
  hasBilling: boolean;
  tpaOnly: boolean;
  tpaQueryParam: string;
  gtmId: string | null;
  /** Null means "this server's own /static/logo.svg" (resolved per request origin). */
  logoUrl: string | null;
  faviconUrl: string | null;
  allowPublicAccountCreation: boolean;
}

/** Failed sign-ins allowed per account and per client address within the window (then 429). */
export interface LoginThrottleSettings {
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  maxPerAccount: 5,
  maxPerAddress: 20,
  windowSeconds: 15 * 60,
};

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  seedCourses: number;
  jwtLifetimeSeconds: number;
  webDist: string;
  frontendOrigins: string[];
  testFixtures: boolean;
  instance: InstanceSettings;
  loginThrottle: LoginThrottleSettings;
  /** Which dialect the server speaks (stock endpoints are served in both; see openedx/index.ts). */
  platformApi: PlatformApi;
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));
type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number, min: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${key} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${key} must be true or false, not "${env[key]}"`);
}

const text = (env: Env, key: string): string | null => env[key]?.trim() || null;

function platformApi(env: Env): PlatformApi {
  const raw = env.ATRIUM_PLATFORM_API?.trim().toLowerCase() || DEFAULT_PLATFORM_API;
  if (!isPlatformApi(raw))
    throw new Error(`ATRIUM_PLATFORM_API must be ${PLATFORM_APIS.join(' or ')}, not "${raw}"`);
  return raw;
}

/** Origins only (scheme://host:port), so `next` checks compare like with like. */
function origins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        return new URL(s).origin;
      } catch {
        throw new Error(`ATRIUM_FRONTEND_ORIGINS holds "${s}", which is not a URL`);
      }
    });
}

export function readConfig(env: Env): ServerConfig {
  return {
    port: int(env, 'PORT', 8080, 0),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dbPath: resolve(text(env, 'ATRIUM_DB') ?? resolve(serverDir, 'data/atrium.sqlite')),
    seedCourses: int(env, 'ATRIUM_SEED_COURSES', 240, 1),
    jwtLifetimeSeconds: int(env, 'ATRIUM_JWT_LIFETIME', 3600, 1),
    webDist: resolve(text(env, 'ATRIUM_WEB_DIST') ?? resolve(serverDir, '../web/dist')),
    frontendOrigins: origins(env.ATRIUM_FRONTEND_ORIGINS),
    testFixtures: bool(env, 'ATRIUM_TEST_FIXTURES', false),
    instance: {
      platformName: text(env, 'ATRIUM_PLATFORM_NAME') ?? 'Atrium Academy',
      hasBilling: bool(env, 'ATRIUM_HAS_BILLING', true),
      tpaOnly: bool(env, 'ATRIUM_TPA_ONLY', false),
      tpaQueryParam: env.ATRIUM_TPA_QUERYPARAM?.trim() ?? '',
      gtmId: text(env, 'ATRIUM_GTM_ID'),
      logoUrl: text(env, 'ATRIUM_LOGO_URL'),
      faviconUrl: text(env, 'ATRIUM_FAVICON_URL'),
      allowPublicAccountCreation: bool(env, 'ATRIUM_ALLOW_PUBLIC_ACCOUNT_CREATION', true),
    },
    loginThrottle: {
      maxPerAccount: int(env, 'ATRIUM_LOGIN_MAX_PER_ACCOUNT', DEFAULT_LOGIN_THROTTLE.maxPerAccount, 1),
      maxPerAddress: int(env, 'ATRIUM_LOGIN_MAX_PER_ADDRESS', DEFAULT_LOGIN_THROTTLE.maxPerAddress, 1),
      windowSeconds: int(env, 'ATRIUM_LOGIN_WINDOW', DEFAULT_LOGIN_THROTTLE.windowSeconds, 1),
    },
    platformApi: platformApi(env),
  };
}
