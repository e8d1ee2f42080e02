// The sign-in flood: 16 connections sign in with the right password, over and over, while one other
// client reads the instance configuration; the reader's latency is measured alone first, then during
// the flood. Password hashing is slow on purpose (scrypt, tens of milliseconds of CPU): run on the event
// loop, it made the reader wait (p95 1 393 ms); the goal is a reader p95 ≤ 50 ms during the flood.
//
// Each connection signs in to its own account (registered first), so that every attempt costs a hash;
// the server it measures lifts the per-address sign-in limit (server.mjs), which would otherwise answer
// most of the flood with a cheap 429.
//
// Part of `npm run bench`; alone, on a fresh server with the default catalogue (a minute, not fifteen):
//   node scripts/bench/signin-flood.mjs            prints the figures
//   node scripts/bench/signin-flood.mjs --report   also puts them in reports/bench.json and bench.md
// BENCH_FLOOD_SECONDS sets each phase's length (default 10).
import http from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './stats.mjs';

export const FLOOD_CONNECTIONS = 16;
const READ_PATH = '/admin-console/api/instance-config/';
const PASSWORD = 'flood-password';

/** One request on `agent`: status, Set-Cookie headers and the milliseconds it took. */
function request(origin, agent, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(origin + path, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          cookies: res.headers['set-cookie'] ?? [],
          ms: performance.now() - started,
        }),
      );
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path} took over 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The value of the cookie `name` among Set-Cookie headers, or null. */
function cookieValue(setCookies, name) {
  for (const line of setCookies) {
    const [pair = ''] = line.split(';');
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return null;
}

const form = (fields) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

/** A CSRF token (cookie and form field), as the sign-in form would carry it. */
async function csrfToken(origin, agent) {
  const answer = await request(origin, agent, { path: '/csrf/api/v1/token' });
  const token = cookieValue(answer.cookies, 'csrftoken');
  if (answer.status !== 200 || !token) throw new Error(`GET /csrf/api/v1/token answered ${answer.status}`);
  return token;
}

/** Registers one flood account; returns its username. */
async function register(origin, agent, index) {
  const token = await csrfToken(origin, agent);
  const username = `flood-${Date.now().toString(36)}-${index}`;
  const answer = await request(origin, agent, {
    method: 'POST',
    path: '/register',
    headers: { 'content-type': FORM, cookie: `csrftoken=${token}` },
    body: form({
      csrfmiddlewaretoken: token,
      name: `Flood ${index}`,
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
    }),
  });
  if (answer.status !== 303) throw new Error(`POST /register for ${username} answered ${answer.status}`);
  return username;
}

/**
 * Signs `username` in again and again until `running()` is false, as a browser would: the CSRF cookie
 * and field, the right password; each sign-in hands out a new CSRF token, used for the next one.
 */
async function signInLoop(origin, username, running, counts) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    let token = await csrfToken(origin, agent);
    while (running()) {
      const answer = await request(origin, agent, {
        method: 'POST',
        path: '/login',
        headers: { 'content-type': FORM, cookie: `csrftoken=${token}` },
        body: form({ csrfmiddlewaretoken: token, login: username, password: PASSWORD }),
      });
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      token = cookieValue(answer.cookies, 'csrftoken') ?? token;
    }
  } finally {
    agent.destroy();
  }
}

/** Reads the instance configuration back to back for `seconds`; every latency, sorted. */
async function read(origin, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until) {
      const answer = await request(origin, agent, { path: READ_PATH });
      if (answer.status !== 200) throw new Error(`GET ${READ_PATH} answered ${answer.status}`);
      latencies.push(answer.ms);
    }
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const round = (value) => Number(value.toFixed(2));
  return {
    requests: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
  };
}

/** The step: the reader alone, then the reader during the flood. */
export async function benchSignInFlood({
  origin,
  durationSeconds,
  connections = FLOOD_CONNECTIONS,
  cpuSeconds,
}) {
  const setup = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const usernames = [];
  try {
    for (let i = 0; i < connections; i++) usernames.push(await register(origin, setup, i));
  } finally {
    setup.destroy();
  }
  await read(origin, 1); // warm-up
  const loadBefore = loadavg()[0];
  const alone = await read(origin, durationSeconds);

  let flooding = true;
  const statuses = {};
  const cpuBefore = cpuSeconds?.() ?? null;
  const started = performance.now();
  const flood = Promise.all(usernames.map((name) => signInLoop(origin, name, () => flooding, statuses)));
  let during;
  try {
    await sleep(1000); // every connection under way
    during = await read(origin, durationSeconds);
  } finally {
    flooding = false;
    await flood;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds?.() ?? null;
  const attempts = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    connections,
    durationSeconds,
    reader: { path: READ_PATH, alone, duringFlood: during },
    signIns: {
      attempts,
      succeeded: statuses[303] ?? 0,
      perSecond: Number((attempts / seconds).toFixed(1)),
      statuses,
    },
    serverCpuSeconds:
      cpuBefore === null || cpuAfter === null ? null : Number((cpuAfter - cpuBefore).toFixed(1)),
    loadAverage: [loadBefore, loadavg()[0]].map((n) => Number(n.toFixed(2))),
  };
}

/** One line for the progress log. */
export const describeFlood = (d) =>
  `reader p95 ${d.reader.alone.p95} ms alone, ${d.reader.duringFlood.p95} ms during the flood ` +
  `(max ${d.reader.duringFlood.max} ms); ${d.signIns.succeeded} of ${d.signIns.attempts} sign-ins ` +
  `succeeded, ${d.signIns.perSecond}/s; load average ${d.loadAverage.join(' → ')}`;

// Alone: a fresh server on a temporary database, the step, and (with --report) the committed report.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { launchServer, serverCpuSeconds, stopServer, waitForServer } = await import('./server.mjs');
  const { checks, markdown } = await import('./report.mjs');
  const { bin, root } = await import('../lib.mjs');
  const seconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
  const server = await launchServer({
    root,
    tsx: bin('tsx'),
    courses: 240,
    webDist: join(root, 'web', 'dist'),
  });
  let figures;
  try {
    await waitForServer(server, 180_000);
    const { spawnSync } = await import('node:child_process');
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
    figures = {
      date: new Date().toISOString(),
      commit: commit.stdout?.trim() || 'unknown',
      ...(await benchSignInFlood({
        origin: server.origin,
        durationSeconds: seconds,
        cpuSeconds: () => serverCpuSeconds(server),
      })),
    };
  } finally {
    await stopServer(server);
  }
  console.log(JSON.stringify(figures, null, 2));
  console.error(describeFlood(figures));
  if (process.argv.includes('--report')) {
    const jsonPath = join(root, 'reports', 'bench.json');
    if (!existsSync(jsonPath)) throw new Error('reports/bench.json is missing: run npm run bench once');
    const report = JSON.parse(readFileSync(jsonPath, 'utf8'));
    report.signInFlood = figures;
    report.checks = checks(report);
    writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(root, 'reports', 'bench.md'), markdown(report));
    console.error('Wrote the sign-in flood into reports/bench.json and reports/bench.md');
  }
}
