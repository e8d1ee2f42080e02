// Load test of discovery search: autocannon, keep-alive connections, a CSRF token like the web app's.
import autocannon from 'autocannon';

const CSRF_PATH = '/csrf/api/v1/token';
export const SEARCH_PATH = '/admin-console/api/full-course-discovery/?page_size=12&page_index=0';
export const SEARCH_BODY = { search_string: 'data' };

/** `GET /csrf/api/v1/token`: the token for X-CSRFToken and the cookies that go with it. */
async function csrf(origin) {
  const res = await fetch(origin + CSRF_PATH, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET ${CSRF_PATH} answered ${res.status}`);
  const { csrfToken } = await res.json();
  if (typeof csrfToken !== 'string' || !csrfToken) throw new Error(`GET ${CSRF_PATH} gave no csrfToken`);
  const cookie = res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { csrfToken, cookie };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function load(options, onLatency) {
  const instance = autocannon(options);
  if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  return instance; // thenable: resolves to autocannon's result
}

/**
 * One checked request first (a broken endpoint must not pass for a fast one), a 2 s warm-up, then the
 * measured run. Latencies are recorded per response (autocannon's own summary has no p95).
 */
export async function benchDiscovery({ origin, connections, durationSeconds }) {
  const { csrfToken, cookie } = await csrf(origin);
  const headers = { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie };
  const body = JSON.stringify(SEARCH_BODY);
  const url = origin + SEARCH_PATH;

  const check = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  const answer = await check.json().catch(() => null);
  if (!check.ok || !Array.isArray(answer?.results) || typeof answer?.total !== 'number') {
    throw new Error(`POST ${SEARCH_PATH} answered ${check.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }

  // The whole catalogue, to show the search ran over what was seeded.
  const everything = await fetch(url, {
    method: 'POST',
    headers,
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  })
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);

  const options = { url, method: 'POST', headers, body, connections, timeout: 10 };
  await load({ ...options, duration: 2 });
  const latencies = [];
  const result = await load({ ...options, duration: durationSeconds }, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);

  return {
    request: {
      method: 'POST',
      path: SEARCH_PATH,
      body: SEARCH_BODY,
      hits: answer.total,
      pageSize: answer.results.length,
    },
    catalogueSize: typeof everything?.total === 'number' ? everything.total : null,
    connections,
    durationSeconds,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    },
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    responses: latencies.length,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
