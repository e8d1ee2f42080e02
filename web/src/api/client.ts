/**
 * The one HTTP client (docs/architecture.md, "From a URL to SQL and back"): builds the URL from the contract table, sends
 * credentials only where the endpoint's access asks for them, keeps the JWT fresh for learner calls,
 * adds the CSRF token to unsafe methods, and answers contract-checked data or a typed error.
 */
import {
  CSRF_HEADER,
  endpoints,
  LOGGED_IN_COOKIE,
  USE_JWT_COOKIE_HEADER,
  type BodyInput,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  type MfeConfig,
  type OpenedxEndpointName,
  type OpenedxEndpoints,
  type PathParams,
  type QueryInput,
  type ResponseOf,
} from '@atrium/contract';
import type { BaseSettings } from '../config/baseSettings.ts';
import { readAnswer, type Answer } from './answer.ts';
import { createAuthStore, userFromClaims, type AuthStore, type AuthenticatedUser } from './auth.ts';
import { createCsrfTokens } from './csrf.ts';
import { HttpError, NetworkError, UnauthenticatedError } from './errors.ts';
import { withDeadline } from './deadline.ts';
import { decodeClaims, isUnexpired, readCookie } from './jwt.ts';
import { createSession } from './session.ts';
import type { Request } from './request.ts';
import { endpointUrl } from './url.ts';

type Params<N extends EndpointName> = PathParams<Endpoints[N]['path']>;

export type CallOptions<N extends EndpointName> = (keyof Params<N> extends never
  ? { params?: undefined }
  : { params: Params<N> }) &
  (QueryInput<Endpoints[N]> extends undefined
    ? { query?: undefined }
    : { query?: QueryInput<Endpoints[N]> }) &
  (BodyInput<Endpoints[N]> extends undefined ? { body?: undefined } : { body: BodyInput<Endpoints[N]> }) & {
    signal?: AbortSignal;
  };

/** A call to a stock platform's own endpoint (`callStock`): its query as the stock table says. */
export interface StockCallOptions<S extends OpenedxEndpointName> {
  query?: QueryInput<OpenedxEndpoints[S]>;
  signal?: AbortSignal;
}

/** The options argument may be left out exactly when nothing in it is required. */
export type CallArgs<N extends EndpointName> =
  object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<Answer<N>>;
  /** Who is signed in, refreshing the JWT first if it is missing or expired; null for a visitor. */
  currentUser(): Promise<AuthenticatedUser | null>;
  /**
   * On a stock LMS (`PLATFORM_API=openedx`), one request to an endpoint of its own table
   * (contract/src/openedx), its answer checked against that table, made on behalf of the main table's
   * call `name` (which names its errors): for a list no call of the main table maps onto (the
   * sitemap's Course API list, seo/sitemapEntries.ts). Features use `call`. On another platform it
   * fails at once (`NotOnPlatformError`), without a request. Only the client itself has it: a client
   * made of another (features/dashboard/cardQueries.ts) leaves it out.
   */
  callStock?<S extends OpenedxEndpointName>(
    name: EndpointName,
    stock: S,
    options?: StockCallOptions<S>,
  ): Promise<ResponseOf<OpenedxEndpoints[S]>>;
  /**
   * Asks the LMS's CSRF token now rather than with the first unsafe call, for a page whose first call
   * is one (a search is a POST): that call then does not wait a round trip for it. A failure is
   * forgotten; the call asks again.
   */
  prepareUnsafeCalls(): void;
  readonly auth: AuthStore;
}

/** The settings a client reads: a client stays valid for other settings that agree on these. */
export const CLIENT_SETTING_KEYS = [
  'lmsBaseUrl',
  'mfeConfigApiUrl',
  'instanceConfigApiUrl',
  'refreshAccessTokenEndpoint',
  'csrfTokenApiPath',
  'accessTokenCookieName',
  'platformApi',
] as const satisfies readonly (keyof BaseSettings)[];

/** `appId` names the runtime configuration a stock platform's adapters read. */
export type ClientSettings = Pick<BaseSettings, (typeof CLIENT_SETTING_KEYS)[number] | 'appId'>;

export interface ClientDeps {
  /** The runtime configuration already in hand (a page rendered on the server brought it). */
  knownRuntime?: MfeConfig;
  fetch?: typeof fetch;
  readCookies?: () => string;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * A call that neither answers nor fails in this time counts as unreachable, so that a stalled
 * connection ends in the section's fallback (and its retry) instead of a skeleton for ever. Long
 * enough for a slow mobile network to deliver a page of results.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

const FORM = 'application/x-www-form-urlencoded';

const isRefusedToken = (error: unknown) => error instanceof HttpError && error.status === 401;

/** The refresh endpoint authenticates with the session cookie; the LMS exempts it from CSRF. */
const CSRF_EXEMPT: ReadonlySet<EndpointName> = new Set<EndpointName>(['refreshToken']);

export function createApiClient(settings: ClientSettings, deps: ClientDeps = {}): ApiClient {
  const fetchFn = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookies = deps.readCookies ?? (() => document.cookie);
  const now = deps.now ?? Date.now;
  const auth = createAuthStore();

  const session = createSession({
    readClaims() {
      const claims = decodeClaims(readCookie(readCookies(), settings.accessTokenCookieName));
      return claims && isUnexpired(claims, now()) ? claims : null;
    },
    async refresh() {
      // Neither a JWT (even an expired one) nor the LMS's sign of a session: a visitor, known without
      // asking the refresh endpoint, whose 401 the browser would log on every page.
      const cookies = readCookies();
      if (
        !readCookie(cookies, settings.accessTokenCookieName) &&
        readCookie(cookies, LOGGED_IN_COOKIE) !== 'true'
      )
        return 'anonymous';
      try {
        await execute('refreshToken', {});
        return 'refreshed';
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) return 'anonymous';
        throw error;
      }
    },
    onClaims: (claims) => auth.setUser(claims ? userFromClaims(claims) : null),
  });

  const csrf = createCsrfTokens(async (origin) => {
    const answer = await execute('csrfToken', {}, `${origin}${settings.csrfTokenApiPath}`);
    return answer.csrfToken;
  });

  /** `url` replaces the endpoint's own address (the CSRF token is asked of the origin it is for). */
  async function execute<N extends EndpointName>(
    name: N,
    request: Request,
    url?: string,
  ): Promise<Answer<N>> {
    const spec = endpoints[name];
    const address = url ?? endpointUrl(settings, name, spec.path, request.params ?? {}, request.query);
    return send(name, spec, address, request);
  }

  /**
   * One request to `address` as `spec` describes it; `name` is the call the feature made, which names
   * its errors (a stock endpoint's call is made on behalf of the feature's call).
   */
  async function send<S extends Endpoint>(
    name: EndpointName,
    spec: S,
    address: string,
    request: Request,
  ): Promise<ResponseOf<S>> {
    const headers = new Headers({ Accept: 'application/json' });
    const credentialed = spec.access !== 'public';
    if (credentialed) headers.set(USE_JWT_COOKIE_HEADER, 'true');
    if (spec.access === 'learner' && !(await session.ensureClaims())) throw new UnauthenticatedError(name);
    if (spec.method !== 'GET' && !CSRF_EXEMPT.has(name))
      headers.set(CSRF_HEADER, await csrf.tokenFor(address));
    if (request.body !== undefined) headers.set('Content-Type', spec.bodyType ?? 'application/json');

    const limit = withDeadline(request.signal, deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    // The caller's own abort stays an abort; a timeout or a broken connection means unreachable.
    const unreachable = (error: unknown) =>
      request.signal?.aborted ? error : new NetworkError(name, { cause: error });
    try {
      let response: Response;
      try {
        response = await fetchFn(address, {
          method: spec.method,
          headers,
          credentials: credentialed ? 'include' : 'omit',
          // A stock platform's adapters pass a form already encoded (api/openedx/stockCall.ts).
          body:
            request.body === undefined
              ? null
              : spec.bodyType === FORM
                ? (request.body as string)
                : JSON.stringify(request.body),
          signal: limit.signal,
        });
      } catch (error) {
        throw unreachable(error);
      }
      try {
        return await readAnswer(name, spec, response);
      } catch (error) {
        // The body stopped arriving part-way (deadline or dropped connection).
        if (limit.signal.aborted || error instanceof TypeError) throw unreachable(error);
        if (!isRefusedToken(error) || spec.access !== 'learner' || request.renewed) throw error;
      }
      // The LMS refused a token that looked valid here (the device's clock is off, or it expired in
      // flight): renew it once and ask again; a refused renewal means the learner is a visitor now.
      if (!(await session.renew())) throw new UnauthenticatedError(name);
      return await send(name, spec, address, { ...request, renewed: true });
    } finally {
      limit.clear();
    }
  }

  /**
   * On a stock LMS, a call goes through the adapter table, which loads only in that mode: a call
   * both platforms answer alike is made as is, another is made of stock calls, and one the platform
   * cannot answer fails at once, without a request.
   */
  const stockPorts = () => ({
    settings,
    execute,
    send,
    currentUser: () => api.currentUser(),
    knownRuntime: deps.knownRuntime,
  });

  const api: ApiClient = {
    auth,
    call(name, ...[options]) {
      const { params, query, body, signal } = (options ?? {}) as CallOptions<typeof name>;
      const request: Request = { params, query, body, signal };
      return settings.platformApi === 'openedx'
        ? import('./openedx/route.ts').then((route) => route.routeOpenedx(name, request, stockPorts()))
        : execute(name, request);
    },
    callStock(name, stock, { query, signal } = {}) {
      return settings.platformApi === 'openedx'
        ? import('./openedx/route.ts').then((route) =>
            route.callStockEndpoint(name, stock, { query: query as Request['query'], signal }, stockPorts()),
          )
        : import('./openedx/notOnPlatform.ts').then(({ NotOnPlatformError }) =>
            Promise.reject(new NotOnPlatformError(name)),
          );
    },
    async currentUser() {
      const claims = await session.ensureClaims();
      return claims ? userFromClaims(claims) : null;
    },
    prepareUnsafeCalls() {
      csrf.tokenFor(settings.lmsBaseUrl).catch(() => undefined);
    },
  };
  return api;
}
