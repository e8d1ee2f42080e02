/**
 * fast-check arbitraries for hostile HTTP requests: every route of the contract's endpoint table plus the
 * server-rendered pages, with random path parameters, queries, bodies, content types, cookies and headers.
 * Real values (course keys, the learner's cookies and CSRF token) are mixed in so that the garbage also
 * reaches the code behind authentication and validation.
 */
import {
  CSRF_HEADER,
  DISCOVERY_FACETS,
  endpoints,
  openedxEndpoints,
  USE_JWT_COOKIE_HEADER,
} from '@atrium/contract';
import fc from 'fast-check';

export interface FuzzRoute {
  method: string;
  /** Path template with `{name}` placeholders. */
  template: string;
}

/** The server-rendered routes: sign-in, stand-ins, payment pages, images and the web app fallback. */
export const PAGE_ROUTES: readonly FuzzRoute[] = [
  { method: 'GET', template: '/login' },
  { method: 'POST', template: '/login' },
  { method: 'GET', template: '/register' },
  { method: 'POST', template: '/register' },
  { method: 'GET', template: '/logout' },
  { method: 'GET', template: '/learning/course/{course_id}/home' },
  { method: 'GET', template: '/u/{username}' },
  { method: 'POST', template: '/account/activate' },
  { method: 'GET', template: '/account/settings' },
  { method: 'GET', template: '/orders' },
  { method: 'GET', template: '/certificates/{uuid}' },
  { method: 'GET', template: '/payment/{id}' },
  { method: 'POST', template: '/payment/{id}/{outcome}' },
  { method: 'GET', template: '/static/{kind}/{file}' },
  { method: 'GET', template: '/static/logo.svg' },
  { method: 'GET', template: '/{page}' },
  { method: 'GET', template: '/{page}/{deeper}' },
  { method: 'GET', template: '/assets/{file}' },
];

/** The stock Open edX endpoints (openedx/), served beside the contract's table. */
export const STOCK_ROUTES: readonly FuzzRoute[] = Object.values(openedxEndpoints).map((e) => ({
  method: e.method,
  template: e.path,
}));

export const API_ROUTES: readonly FuzzRoute[] = [
  ...Object.values(endpoints).map((e) => ({ method: e.method, template: e.path })),
  ...STOCK_ROUTES,
];

/** A path of a stock endpoint, whose refusals have the stock bodies instead of `{ error, message }`. */
export const isStockPath = (path: string) =>
  STOCK_ROUTES.some((r) => path.startsWith(r.template.split('{')[0] ?? r.template));

/** What the generators mix in: real identifiers and the credentials of a signed-in learner. */
export interface FuzzWorld {
  /** Course keys, slugs, usernames, page slugs, transaction ids, ... */
  realValues: readonly string[];
  /** Cookie headers: a valid session, forged, expired and tampered JWTs, garbage. */
  cookies: readonly string[];
  /** The CSRF token that matches the `csrftoken` cookie in the valid cookie headers. */
  csrfToken: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
/**
 * Names an object has from its prototype (`__proto__`, `constructor`, `toString`, `valueOf`…): a route
 * that looks a request's word up on a plain object finds these where it expects nothing.
 */
export const BUILT_IN_NAMES = Object.getOwnPropertyNames(Object.prototype);

export const NASTY_SEGMENTS = [
  '..',
  '.',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%2e%2e',
  '%2F',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '%F0%9F%98%80',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9',
  '%EF%BF%BF',
  '%ED%A0%80',
  'course-v1:Org+Course+Run',
  '%20',
  '+',
  ';',
  ...BUILT_IN_NAMES,
  'index.html',
  'app.js',
];

const printable = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });
const unicode = (maxLength: number) => fc.string({ unit: 'grapheme', maxLength });
const safeEncode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function pathSegment(world: FuzzWorld): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.realValues).map(safeEncode) },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
    { weight: 2, arbitrary: unicode(40).map(safeEncode) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(safeEncode) },
    { weight: 1, arbitrary: fc.constantFrom(299, 300, 301, 2000).map((n) => 'x'.repeat(n)) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

const queryValue = (world: FuzzWorld) =>
  fc.oneof(
    fc.constantFrom('0', '1', '-1', '2', '1.5', '1e3', '999999999', '9999999999', 'true', 'false', ''),
    fc.constantFrom('recent', 'partner', 'instructor', 'in-progress', 'completed', 'A-Z', 'popular'),
    fc.constantFrom(...world.realValues).map(safeEncode),
    unicode(30).map(safeEncode),
    fc.constantFrom(
      '%zz',
      '%',
      '%00',
      'http%3A%2F%2Fevil.example%2F',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
    ),
    // Control characters that would split or break a Location header, and open-redirect shapes.
    fc.constantFrom('%2F%0D%0ASet-Cookie%3A%20x%3D1', '%2F%09%2Fevil.example', '%2F%5Cevil.example', '%0A'),
    fc.constant('y'.repeat(5000)),
  );

const QUERY_KEYS = [
  'page',
  'page_size',
  'page_index',
  'sort',
  'ordering',
  'progress',
  'search',
  'search_query',
  'title',
  'name',
  'featured',
  'popular',
  'target',
  'partner_shortname',
  'instructor_slug',
  'with-courses',
  'has-courses-count',
  'mfe',
  'next',
  'redirect_url',
  '__proto__',
  'constructor',
  'page[]',
  'a[b]',
];

/** Where a sign-in or sign-out may send the browser: open-redirect shapes and header-splitting text. */
export const REDIRECTS = [
  '%2Foverview',
  'http%3A%2F%2Flocalhost%3A5173%2F',
  'https%3A%2F%2Fevil.example%2F',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%2F%09%2Fevil.example',
  '%2F%0D%0ASet-Cookie%3A%20x%3D1',
  'javascript%3Aalert(1)',
  '%0A',
];

function query(world: FuzzWorld): fc.Arbitrary<string> {
  const pair = fc
    .tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), printable(10).map(safeEncode)), queryValue(world))
    .map(([key, value]) => `${key}=${value}`);
  const redirect = fc
    .tuple(fc.constantFrom('next', 'redirect_url'), fc.constantFrom(...REDIRECTS))
    .map(([key, value]) => `${key}=${value}`);
  return fc
    .tuple(fc.array(pair, { maxLength: 6 }), fc.option(redirect, { freq: 3 }))
    .map(([pairs, next]) => [...pairs, ...(next === null ? [] : [next])])
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

const BODY_KEYS = [
  'course_details',
  'course_id',
  'username',
  'pref-lang',
  'search_string',
  ...DISCOVERY_FACETS,
  'login',
  'password',
  'csrfmiddlewaretoken',
  'next',
  'name',
  'email',
  ...BUILT_IN_NAMES,
];

function jsonBody(world: FuzzWorld): fc.Arbitrary<string> {
  const leaf = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(...world.realValues),
    fc.constant(world.csrfToken),
    fc.constant('atrium-demo'),
    fc.constant('z'.repeat(4000)),
  );
  const object = fc.dictionary(fc.constantFrom(...BODY_KEYS), leaf, { maxKeys: 5 });
  const enrollLike = fc
    .constantFrom(...world.realValues)
    .map((id) => ({ course_details: { course_id: id }, course_id: id, username: id }));
  return fc.oneof(
    { weight: 4, arbitrary: object.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: enrollLike.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{',
        '[1,',
        '{"a":}',
        'nul',
        '\u0000',
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '"just a string"',
        '[]',
        'null',
        '1e999',
        '{"course_details":{"course_id":"\\ud800"}}',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1_000, max: 20_000 })
        .map((n) => '{"search_string":'.repeat(n) + '"x"' + '}'.repeat(n)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(200_000, 300_000)
        .map((n) => JSON.stringify({ search_string: 's'.repeat(n), course_id: 'c'.repeat(n) })),
    },
  );
}

function formBody(world: FuzzWorld): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(...world.realValues),
    fc.constantFrom('/\r\nSet-Cookie: x=1', '/\t/evil.example', 'https://evil.example/', '//evil.example'),
    fc.constant(world.csrfToken),
    fc.constant('atrium-demo'),
    unicode(30),
    fc.constant('w'.repeat(3000)),
  );
  return fc
    .dictionary(fc.constantFrom(...BODY_KEYS, 'a[b][c]'), value, { maxKeys: 6 })
    .map((fields) => new URLSearchParams(fields).toString());
}

const CONTENT_TYPES = [
  'application/json',
  'application/merge-patch+json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'garbage',
  'application/json;;;',
  '',
];

function body(world: FuzzWorld): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const contentType = fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined });
  return fc.oneof(
    fc.constant({}),
    fc.record({ payload: jsonBody(world), contentType }),
    fc.record({ payload: formBody(world), contentType }),
    fc.record({ payload: printable(200), contentType }),
  );
}

function headers(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        cookie: fc.oneof(fc.constantFrom(...world.cookies), printable(120)),
        csrf: fc.oneof(fc.constant(world.csrfToken), printable(64), fc.constant('x'.repeat(32))),
        useJwt: fc.constantFrom('true', 'false', 'TRUE', '', '1'),
        accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/html,application/json', ';;'),
        host: fc.constantFrom('127.0.0.1:8080', 'localhost', '[::1]:8080', 'a b', '[', 'evil.example/x?', ''),
        origin: fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null'),
      },
      { requiredKeys: [] },
    )
    .map((h) => {
      const out: Record<string, string> = {};
      if (h.cookie !== undefined) out.cookie = h.cookie;
      if (h.csrf !== undefined) out[CSRF_HEADER.toLowerCase()] = h.csrf;
      if (h.useJwt !== undefined) out[USE_JWT_COOKIE_HEADER.toLowerCase()] = h.useJwt;
      if (h.accept !== undefined) out.accept = h.accept;
      if (h.host !== undefined) out.host = h.host;
      if (h.origin !== undefined) out.origin = h.origin;
      return out;
    });
}

export interface FuzzRequest {
  route: FuzzRoute;
  options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    remoteAddress: string;
    payload?: string;
  };
}

/** One hostile request to one of `routes`. */
export function fuzzRequest(world: FuzzWorld, routes: readonly FuzzRoute[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      otherMethod: fc.option(fc.constantFrom(...METHODS), { freq: 5 }),
      segments: fc.array(pathSegment(world), { minLength: 3, maxLength: 3 }),
      query: query(world),
      body: body(world),
      headers: headers(world),
      remoteAddress: fc.oneof(fc.constant('127.0.0.1'), fc.ipV4()),
    })
    .map(({ route, otherMethod, segments, query, body, headers, remoteAddress }) => {
      let i = 0;
      const path = route.template.replace(/\{[a-z_]+\}/g, () => segments[i++ % segments.length] ?? '');
      const allHeaders = { ...headers };
      if (body.contentType !== undefined) allHeaders['content-type'] = body.contentType;
      return {
        route,
        options: {
          method: otherMethod ?? route.method,
          url: path + query,
          headers: allHeaders,
          remoteAddress,
          ...(body.payload !== undefined && { payload: body.payload }),
        },
      };
    });
}
