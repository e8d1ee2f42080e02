// Load tests with autocannon over keep-alive connections: one checked request first (a broken
// endpoint must not pass for a fast one), a 2 s warm-up, then the measured run. Latencies are recorded
// per response (autocannon's own summary has no p95).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { catalogueVocabulary, searchMix } from './searchMix.mjs';
import { csrf, signIn } from './session.mjs';
import { percentile } from './stats.mjs';

export const SEARCH_PATH = '/admin-console/api/full-course-discovery/?page_size=12&page_index=0';
export const SEARCH_BODY = { search_string: 'data' };
const METADATA_PATH = (slug) => `/admin-console/api/course-metadata/${encodeURIComponent(slug)}/`;
export const ENROLLMENTS_PATH = '/admin-console/api/openedx/api/enrollment-list/?page=1&progress=in-progress';
export const LEARNER = 'learner';

function run(options, onLatency) {
  const instance = autocannon(options);
  if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  return instance; // thenable: resolves to autocannon's result
}

async function checkedFetch(url, init, accept) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await res.json().catch(() => null);
  if (!res.ok || !accept(body)) {
    throw new Error(
      `${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  return { body, encoding: res.headers.get('content-encoding') };
}

/**
 * One load test with the run's settings (`load`: origin, connections, duration, the server's CPU
 * clock). `request` is what autocannon sends ({ method, path, headers, body }), or `requests` with a
 * `setupRequest` for a different request each time.
 */
async function measure(load, request, requests) {
  const { origin, connections, durationSeconds, cpuSeconds } = load;
  const options = {
    url: origin + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    ...(requests && { requests }),
    connections,
    timeout: 10,
  };
  await run({ ...options, duration: 2 });
  const latencies = [];
  const cpuBefore = cpuSeconds?.() ?? null;
  const loadBefore = loadavg()[0];
  const result = await run({ ...options, duration: durationSeconds }, (ms) => latencies.push(ms));
  const cpuAfter = cpuSeconds?.() ?? null;
  latencies.sort((a, b) => a - b);
  const cpuUsed = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    connections,
    durationSeconds,
    // What else ran: the 1-minute load average before and after (2 cores: above ~2, others compete).
    loadAverage: [Number(loadBefore.toFixed(2)), Number(loadavg()[0].toFixed(2))],
    // The server's own CPU per answer, which contention does not change much (10 ms /proc ticks).
    serverCpuMsPerResponse:
      cpuUsed === null || latencies.length === 0
        ? null
        : Number(((cpuUsed * 1000) / latencies.length).toFixed(3)),
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    responses: latencies.length,
    bytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const isSearchAnswer = (body) => Array.isArray(body?.results) && typeof body?.total === 'number';

/** Discovery search; `acceptEncoding` sends that header (autocannon sends none by default). */
export async function benchDiscovery(load) {
  const { origin, acceptEncoding } = load;
  const { csrfToken, cookie } = await csrf(origin);
  const headers = {
    'content-type': 'application/json',
    'x-csrftoken': csrfToken,
    cookie,
  };
  // fetch would ask for gzip by default: the check asks as autocannon does (nothing, or the header given).
  const checkHeaders = { ...headers, 'accept-encoding': acceptEncoding ?? 'identity' };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  const body = JSON.stringify(SEARCH_BODY);
  const { body: answer, encoding } = await checkedFetch(
    origin + SEARCH_PATH,
    { method: 'POST', headers: checkHeaders, body },
    isSearchAnswer,
  );
  const everything = await checkedFetch(
    origin + SEARCH_PATH,
    { method: 'POST', headers, body: '{}' },
    isSearchAnswer,
  ).catch(() => null);
  const figures = await measure(load, { method: 'POST', path: SEARCH_PATH, headers, body });
  return {
    request: {
      method: 'POST',
      path: SEARCH_PATH,
      body: SEARCH_BODY,
      acceptEncoding: acceptEncoding ?? null,
      contentEncoding: encoding ?? null,
      hits: answer.total,
      pageSize: answer.results.length,
    },
    catalogueSize: everything?.body.total ?? null,
    firstSlug: answer.results.find((hit) => !hit.isProgram)?.data.course_metadata.course_slug ?? null,
    ...figures,
  };
}

/**
 * Discovery search where every request asks for a text and filters not asked before, with a sort and
 * page (see searchMix.mjs): answers, totals and facet counts come from SQLite, not from a cache.
 */
export async function benchDiscoveryUncached(load) {
  const { origin, seed } = load;
  const { csrfToken, cookie } = await csrf(origin);
  const headers = { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie };
  const vocabulary = await catalogueVocabulary(origin, headers);
  const mix = searchMix(vocabulary, seed);
  const first = mix.next();
  await checkedFetch(origin + first.path, { method: 'POST', headers, body: first.body }, isSearchAnswer);
  const figures = await measure(load, { method: 'POST', path: SEARCH_PATH, headers }, [
    { method: 'POST', headers, setupRequest: (req) => ({ ...req, ...mix.next() }) },
  ]);
  const { distinct, repeats } = mix.stats();
  return {
    request: {
      method: 'POST',
      path: '/admin-console/api/full-course-discovery/',
      body: 'a new text and filters each time, with a sort and page',
      distinctCriteria: distinct,
      repeatedCriteria: repeats,
      vocabulary: Object.fromEntries(Object.entries(vocabulary).map(([name, list]) => [name, list.length])),
    },
    ...figures,
  };
}

/** `GET /admin-console/api/course-metadata/{slug}/` for one course, as the course page asks. */
export async function benchCourseMetadata(load) {
  const { origin, slug } = load;
  const path = METADATA_PATH(slug);
  await checkedFetch(origin + path, { method: 'GET' }, (body) => body?.course_slug === slug);
  const figures = await measure(load, { method: 'GET', path, headers: {} });
  return { request: { method: 'GET', path }, ...figures };
}

/** The signed-in learner's enrollment list (JWT cookies + USE-JWT-COOKIE), page 1 in progress. */
export async function benchEnrollmentList(load) {
  const { origin } = load;
  const session = await signIn(origin, LEARNER);
  const headers = { cookie: session.cookie, 'use-jwt-cookie': 'true' };
  const { body } = await checkedFetch(
    origin + ENROLLMENTS_PATH,
    { method: 'GET', headers },
    (b) => Array.isArray(b?.results) && typeof b?.count === 'number',
  );
  const figures = await measure(load, { method: 'GET', path: ENROLLMENTS_PATH, headers });
  return {
    request: {
      method: 'GET',
      path: ENROLLMENTS_PATH,
      learner: LEARNER,
      count: body.count,
      pageSize: body.results.length,
    },
    ...figures,
  };
}
