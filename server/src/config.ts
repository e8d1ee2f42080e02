/** Environment → configuration. Defaults resolve from the repository, whatever the working directory. */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PLATFORM_API,
  EXTENSIONS,
  EXTENSIONS_CONFIG_KEY,
  PARAGON_THEME_CONFIG_KEY,
  ParagonThemeUrls,
  isOpenedxRelease,
  isPlatformApi,
  NEWEST_OPENEDX_RELEASE,
  OPENEDX_RELEASES,
  PLATFORM_APIS,
  type OpenedxRelease,
  type Extension,
  type PlatformApi,
} from '@atrium/contract';

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
  /**
   * Extra runtime configuration keys merged over every `/api/mfe_config/v1` answer
   * (ATRIUM_MFE_CONFIG_EXTRA), as an operator's `MFE_CONFIG` would add them: a theme to try, say.
   */
  mfeConfigExtra?: Readonly<Record<string, unknown>>;
}

/**
 * Limits per sliding window (then 429 until the oldest counted event leaves it). Failures count per
 * account *and* address, and per address, so that nobody can lock a learner out from elsewhere.
 */
export interface RateLimitSettings {
  /** Failed sign-ins for one account from one address (ATRIUM_LOGIN_MAX_PER_ACCOUNT). */
  failuresPerAccountAddress: number;
  /** Failed sign-ins from one address, whatever the accounts (ATRIUM_LOGIN_MAX_PER_ADDRESS). */
  failuresPerAddress: number;
  /** Successful sign-ins from one address (ATRIUM_SIGNIN_MAX_PER_ADDRESS). */
  signInsPerAddress: number;
  /** Accounts created from one address (ATRIUM_REGISTER_MAX_PER_ADDRESS). */
  registrationsPerAddress: number;
  /** Activation e-mails sent for one account, and asked for from one address. */
  activationEmailsPerAccount: number;
  activationEmailsPerAddress: number;
  /** The window, in seconds (ATRIUM_LOGIN_WINDOW). */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  failuresPerAccountAddress: 5,
  failuresPerAddress: 20,
  // A classroom behind one address signs in together; a flood from one client stops after this.
  signInsPerAddress: 100,
  registrationsPerAddress: 30,
  activationEmailsPerAccount: 5,
  activationEmailsPerAddress: 20,
  windowSeconds: 15 * 60,
};

/** Host names answered when ATRIUM_ALLOWED_HOSTS is unset, besides the one the server listens on. */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** A second build of the web app, built with PUBLIC_PATH set to `path`, served under it. */
export interface SecondWebApp {
  /** With both slashes, e.g. `/operator/`. */
  path: string;
  dist: string;
}

/** The renderer's settings (renderer/, docs/decisions/server-rendering.md). */
export interface ServerRendering {
  /** The web app's server build (ATRIUM_SERVER_ENTRY). */
  entry: string;
  /** The longest a visitor waits for the answers before the shell is sent (ATRIUM_RENDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long a rendered public page is kept (ATRIUM_RENDER_CACHE_SECONDS). */
  cacheSeconds: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dbPath: string;
  seedCourses: number;
  jwtLifetimeSeconds: number;
  webDist: string;
  /** ATRIUM_SECOND_WEB_APP: `/path/=folder`. */
  secondWebApp: SecondWebApp | null;
  /** Public pages rendered on the server (ATRIUM_SERVER_RENDERING, on by default); null: the app's shell. */
  serverRendering: ServerRendering | null;
  frontendOrigins: string[];
  testFixtures: boolean;
  instance: InstanceSettings;
  limits: RateLimitSettings;
  /** Reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (addresses, CIDR ranges). */
  trustProxy: string[];
  /** Host names this server answers for; any other Host header is a 400. */
  allowedHosts: string[];
  /** Cookies always carry `Secure` (otherwise only on requests that arrived over HTTPS). */
  secureCookies: boolean;
  /** Atrium's extensions this server offers; without them it answers as the real platform would. */
  extensions: ReadonlySet<Extension>;
  /** Which dialect the server speaks (stock endpoints are served in both; see openedx/index.ts). */
  platformApi: PlatformApi;
  /** The stock release imitated (ATRIUM_OPENEDX_RELEASE): which stock sources exist. */
  openedxRelease: OpenedxRelease;
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));
type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(
      max === Number.MAX_SAFE_INTEGER
        ? `${key} must be a whole number of at least ${min}, not "${raw}"`
        : `${key} must be a whole number from ${min} to ${max}, not "${raw}"`,
    );
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

function openedxRelease(env: Env): OpenedxRelease {
  const raw = env.ATRIUM_OPENEDX_RELEASE?.trim().toLowerCase() || NEWEST_OPENEDX_RELEASE;
  if (!isOpenedxRelease(raw))
    throw new Error(`ATRIUM_OPENEDX_RELEASE must be ${OPENEDX_RELEASES.join(', ')}, not "${raw}"`);
  return raw;
}

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Origins only (scheme://host:port), so `next` checks compare like with like. */
/** `ATRIUM_SECOND_WEB_APP=/path/=folder`: another build (e.g. with an operator's env.config.jsx) under /path/. */
export function secondWebApp(raw: string | undefined): SecondWebApp | null {
  if (raw === undefined || raw.trim() === '') return null;
  const match = /^(\/(?:[\w.~-]+\/)+)=(.+)$/.exec(raw.trim());
  if (!match?.[1] || !match[2] || match[1] === '/assets/')
    throw new Error(
      `ATRIUM_SECOND_WEB_APP is "${raw}": write /path/=folder, the folder a build made with PUBLIC_PATH=/path/`,
    );
  return { path: match[1], dist: resolve(match[2]) };
}

function origins(raw: string | undefined): string[] {
  return list(raw).map((s) => {
    try {
      return new URL(s).origin;
    } catch {
      throw new Error(`ATRIUM_FRONTEND_ORIGINS holds "${s}", which is not a URL`);
    }
  });
}

/** Addresses, CIDR ranges, or proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function proxies(raw: string | undefined): string[] {
  return list(raw).map((entry) => {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (PROXY_NAMES.has(entry) || (family !== 0 && validBits && extra === undefined)) return entry;
    throw new Error(
      `ATRIUM_TRUST_PROXY holds "${entry}", which is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
    );
  });
}

/**
 * Allowed Host names, lower case, without ports: the configured list, or by default the listening host,
 * `localhost` and the loopback addresses. A leading dot allows a domain and its subdomains.
 */
function hosts(raw: string | undefined, listening: string): string[] {
  const configured = list(raw).map((name) => name.toLowerCase());
  for (const name of configured)
    if (!/^\.?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?$|^\[[0-9a-f:.]+\]$/.test(name))
      throw new Error(`ATRIUM_ALLOWED_HOSTS holds "${name}", which is not a host name (no scheme, no port)`);
  if (configured.length) return configured;
  // Listening on every interface names no host: then only the loopback names are answered.
  const own = ['0.0.0.0', '::'].includes(listening)
    ? []
    : [listening.includes(':') ? `[${listening}]` : listening];
  return [...new Set([...own.map((name) => name.toLowerCase()), ...DEFAULT_ALLOWED_HOSTS])];
}

const isExtension = (name: string): name is Extension => (EXTENSIONS as readonly string[]).includes(name);

/** `on` (the default) or `off`, or a comma-separated list of the extensions to offer. */
export function readExtensions(raw: string | undefined): ReadonlySet<Extension> {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'on', 'true', 'yes', '1'].includes(value)) return new Set(EXTENSIONS);
  if (['off', 'false', 'no', '0'].includes(value)) return new Set();
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !isExtension(name));
  if (unknown.length > 0)
    throw new Error(
      `ATRIUM_EXTENSIONS must be on, off or a list of ${EXTENSIONS.join(', ')}; not "${unknown.join(', ')}"`,
    );
  return new Set(names.filter(isExtension));
}

/** A stock platform has none of Atrium's extensions: they extend the admin-console API it lacks. */
function extensionsFor(env: Env): ReadonlySet<Extension> {
  if (platformApi(env) === 'admin-console') return readExtensions(env.ATRIUM_EXTENSIONS ?? 'on');
  const extensions = readExtensions(env.ATRIUM_EXTENSIONS ?? 'off');
  if (extensions.size > 0)
    throw new Error(
      'ATRIUM_EXTENSIONS extend the admin-console API, which ATRIUM_PLATFORM_API=openedx does not serve: leave ATRIUM_EXTENSIONS unset or off',
    );
  return extensions;
}

/** Keys the server decides from its own settings; the extra may not contradict them. */
const SERVER_OWN_KEYS: Readonly<Record<string, string>> = {
  PLATFORM_API: 'ATRIUM_PLATFORM_API',
  [EXTENSIONS_CONFIG_KEY]: 'ATRIUM_EXTENSIONS',
};

/**
 * ATRIUM_MFE_CONFIG_EXTRA: a JSON object. A theme it carries must name a brand stylesheet, the only
 * kind Atrium loads (contract/src/paragonTheme.ts).
 */
function mfeConfigExtra(raw: string | undefined): Readonly<Record<string, unknown>> {
  if (raw === undefined || raw.trim() === '') return {};
  let extra: unknown;
  try {
    extra = JSON.parse(raw);
  } catch {
    throw new Error(
      'ATRIUM_MFE_CONFIG_EXTRA must be a JSON object, e.g. {"PARAGON_THEME_URLS": {…}}: it is not JSON',
    );
  }
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
    throw new Error('ATRIUM_MFE_CONFIG_EXTRA must be a JSON object, e.g. {"PARAGON_THEME_URLS": {…}}');
  const record = extra as Record<string, unknown>;
  for (const [key, setting] of Object.entries(SERVER_OWN_KEYS)) {
    if (Object.hasOwn(record, key))
      throw new Error(`ATRIUM_MFE_CONFIG_EXTRA may not set ${key}: set ${setting} instead`);
  }
  if (Object.hasOwn(record, PARAGON_THEME_CONFIG_KEY)) {
    const theme = ParagonThemeUrls.safeParse(record[PARAGON_THEME_CONFIG_KEY]);
    const sheets = theme.success ? [theme.data.core, ...Object.values(theme.data.variants)] : [];
    if (!sheets.some((sheet) => sheet !== null))
      throw new Error(
        `ATRIUM_MFE_CONFIG_EXTRA: ${PARAGON_THEME_CONFIG_KEY} names no brand stylesheet ({"variants": {"light": {"urls": {"brandOverride": "https://…"}}}}), the only kind Atrium loads`,
      );
  }
  return record;
}

export function readConfig(env: Env): ServerConfig {
  const host = text(env, 'HOST') ?? '127.0.0.1';
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host,
    dbPath: resolve(text(env, 'ATRIUM_DB') ?? resolve(serverDir, 'data/atrium.sqlite')),
    seedCourses: int(env, 'ATRIUM_SEED_COURSES', 240, 1),
    jwtLifetimeSeconds: int(env, 'ATRIUM_JWT_LIFETIME', 3600, 1),
    webDist: resolve(text(env, 'ATRIUM_WEB_DIST') ?? resolve(serverDir, '../web/dist')),
    secondWebApp: secondWebApp(env.ATRIUM_SECOND_WEB_APP),
    serverRendering: bool(env, 'ATRIUM_SERVER_RENDERING', true)
      ? {
          entry: resolve(
            text(env, 'ATRIUM_SERVER_ENTRY') ?? resolve(serverDir, '../web/dist-server/entry-server.js'),
          ),
          timeoutMs: int(env, 'ATRIUM_RENDER_TIMEOUT_MS', 2000, 0, 60_000),
          cacheSeconds: int(env, 'ATRIUM_RENDER_CACHE_SECONDS', 60, 0, 86_400),
        }
      : null,
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
      mfeConfigExtra: mfeConfigExtra(env.ATRIUM_MFE_CONFIG_EXTRA),
    },
    limits: {
      ...DEFAULT_RATE_LIMITS,
      failuresPerAccountAddress: int(
        env,
        'ATRIUM_LOGIN_MAX_PER_ACCOUNT',
        DEFAULT_RATE_LIMITS.failuresPerAccountAddress,
        1,
      ),
      failuresPerAddress: int(env, 'ATRIUM_LOGIN_MAX_PER_ADDRESS', DEFAULT_RATE_LIMITS.failuresPerAddress, 1),
      signInsPerAddress: int(env, 'ATRIUM_SIGNIN_MAX_PER_ADDRESS', DEFAULT_RATE_LIMITS.signInsPerAddress, 1),
      registrationsPerAddress: int(
        env,
        'ATRIUM_REGISTER_MAX_PER_ADDRESS',
        DEFAULT_RATE_LIMITS.registrationsPerAddress,
        1,
      ),
      windowSeconds: int(env, 'ATRIUM_LOGIN_WINDOW', DEFAULT_RATE_LIMITS.windowSeconds, 1),
    },
    trustProxy: proxies(env.ATRIUM_TRUST_PROXY),
    allowedHosts: hosts(env.ATRIUM_ALLOWED_HOSTS, host),
    secureCookies: bool(env, 'ATRIUM_SECURE_COOKIES', false),
    extensions: extensionsFor(env),
    platformApi: platformApi(env),
    openedxRelease: openedxRelease(env),
  };
}
