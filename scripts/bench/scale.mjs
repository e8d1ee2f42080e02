// How search cost grows with the catalogue: for each size, `npm run reset` into a fresh database
// (timed), its size on disk, the server's start-up on it (seeding excluded), the first search (what
// the server defers from its start-up shows there), then the uncached discovery load (a new text and
// filters every request) and the server's memory after it.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { benchDiscoveryUncached } from './load.mjs';
import { csrf } from './session.mjs';
import {
  benchDir,
  databaseIn,
  launchServer,
  serverCpuSeconds,
  serverRssBytes,
  stopServer,
  waitForServer,
} from './server.mjs';

/** `npm run reset` as a user runs it (scripts/start.mjs --reset), into `database`; resolves to seconds. */
function timedReset({ root, database, courses, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let output = '';
    const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--reset'], {
      cwd: root,
      env: { ...process.env, ATRIUM_DB: database, ATRIUM_SEED_COURSES: String(courses) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-2000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else
        reject(new Error(`npm run reset with ${courses} courses ended with ${code ?? signal}:\n${output}`));
    });
  });
}

/** Bytes of the database with its WAL, as it stands on disk. */
function databaseBytes(database) {
  const size = (path) => {
    try {
      return statSync(path).size;
    } catch {
      return 0;
    }
  };
  return size(database) + size(`${database}-wal`);
}

/** One discovery search timed from the outside: the first one pays for what start-up deferred. */
async function firstSearchSeconds(origin) {
  const { csrfToken, cookie } = await csrf(origin);
  const started = performance.now();
  const res = await fetch(`${origin}/admin-console/api/full-course-discovery/?page_size=12`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie },
    body: JSON.stringify({ search_string: 'introduction' }),
    signal: AbortSignal.timeout(120_000),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the first search answered ${res.status}`);
  return (performance.now() - started) / 1000;
}

/** Measures every size in turn; a size that fails is reported with its error, the others still run. */
export async function benchScale({ root, tsx, sizes, connections, durationSeconds, log, onServer }) {
  const rows = [];
  for (const courses of sizes) {
    const dir = benchDir();
    let server = null;
    const row = { courses };
    rows.push(row);
    try {
      log(`▶ Scale: npm run reset with ${courses} courses`);
      row.resetSeconds = Number(
        (await timedReset({ root, database: databaseIn(dir), courses, timeoutMs: 900_000 })).toFixed(1),
      );
      row.databaseBytes = databaseBytes(databaseIn(dir));
      server = await launchServer({ root, tsx, courses, webDist: join(dir, 'no-web'), dir });
      onServer?.(server);
      row.startupSeconds = Number((await waitForServer(server, 120_000)).toFixed(1));
      row.firstSearchSeconds = Number((await firstSearchSeconds(server.origin)).toFixed(2));
      log(
        `  reset ${row.resetSeconds} s, ${(row.databaseBytes / 1e6).toFixed(0)} MB, ready in ${row.startupSeconds} s, ` +
          `first search ${row.firstSearchSeconds} s; uncached discovery for ${durationSeconds} s`,
      );
      const measured = server;
      row.load = await benchDiscoveryUncached({
        origin: measured.origin,
        connections,
        durationSeconds,
        cpuSeconds: () => serverCpuSeconds(measured),
      });
      row.serverRssBytes = serverRssBytes(measured);
      const { latencyMs, requestsPerSecond } = row.load;
      log(
        `  p50 ${latencyMs.p50.toFixed(1)} ms, p95 ${latencyMs.p95.toFixed(1)} ms, ${Math.round(requestsPerSecond)} req/s`,
      );
    } catch (error) {
      row.error = error instanceof Error ? error.message : String(error);
      log(`  ✗ ${row.error}`);
    } finally {
      await stopServer(server ?? { dir });
      onServer?.(null);
    }
  }
  return rows;
}
