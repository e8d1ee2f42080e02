// The reference server on a free port and a throw-away database, seeded with 10 000 courses.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Answered in both dialects (a stock LMS has no /admin-console/ path). */
const READY_PATH = '/api/mfe_config/v1';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A temporary folder for one server's database (`databaseIn(dir)`), removed by `stopServer`. */
export const benchDir = () => mkdtempSync(join(tmpdir(), 'atrium-bench-'));
export const databaseIn = (dir) => join(dir, 'bench.sqlite');

/**
 * Starts `tsx server/src/main.ts` in its own process group (tsx runs node as a child, so the whole
 * group is stopped later). Returns at once so that the caller holds the process before waiting. The
 * database is `databaseIn(dir)`: seeded with `courses` on start-up unless it exists already. `env`
 * adds to the server's environment (e.g. `ATRIUM_PLATFORM_API: 'openedx'`).
 */
export async function launchServer({ root, tsx, courses, webDist, dir = benchDir(), env = {} }) {
  const port = await freePort();
  const server = { dir, port, origin: `http://127.0.0.1:${port}`, child: null, output: '', spawnError: null };
  const child = spawn(tsx, [join('server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ATRIUM_DB: databaseIn(dir),
      ATRIUM_SEED_COURSES: String(courses),
      ATRIUM_WEB_DIST: webDist,
      // Long enough for the whole run: the signed-in load and Lighthouse use one sign-in each.
      ATRIUM_JWT_LIFETIME: '7200',
      // The sign-in flood measures every attempt hashed: the per-address limit would refuse most of it.
      ATRIUM_SIGNIN_MAX_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.child = child;
  const keep = (chunk) => {
    server.output = (server.output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (error) => {
    server.spawnError = error;
  });
  return server;
}

/** Waits until the runtime configuration answers; throws if the server stops or takes too long. */
export async function waitForServer(server, timeoutMs) {
  const { child } = server;
  const started = Date.now();
  for (;;) {
    if (server.spawnError) throw new Error(`could not start the server: ${server.spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server stopped (${child.exitCode ?? child.signalCode}) before answering:\n${server.output}`,
      );
    }
    try {
      const res = await fetch(server.origin + READY_PATH, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `the server did not answer ${READY_PATH} within ${timeoutMs / 1000} s:\n${server.output}`,
      );
    }
    await sleep(300);
  }
  return (Date.now() - started) / 1000;
}

/** Stops the server's process group (TERM, then KILL after 5 s) and deletes the temporary database. */
export async function stopServer(server) {
  const { child } = server;
  if (child?.pid) {
    const running = child.exitCode === null && child.signalCode === null;
    const exited = running ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
    // The group, not only tsx: its node child must go too, even when tsx itself has already exited.
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
        return true;
      } catch {
        return false; // the group is gone
      }
    };
    if (signal('SIGTERM')) {
      const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      await sleep(200);
      if (!stopped || signal(0)) {
        signal('SIGKILL');
        await Promise.race([exited, sleep(2000)]);
      }
    }
  }
  rmSync(server.dir, { recursive: true, force: true });
}

/**
 * What Lighthouse will load: `/` must be the app's HTML (a 404 or an error page would be measured
 * happily), and whether the entry script is served compressed (Lighthouse counts transferred bytes).
 */
export async function probeHome(origin) {
  // As a browser asks: the server answers HTML only to requests that accept it.
  const res = await fetch(`${origin}/`, {
    headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
    signal: AbortSignal.timeout(10_000),
  });
  const html = await res.text(); // fetch decodes br and gzip
  const indexEncoding = res.headers.get('content-encoding') ?? 'none (uncompressed)';
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('text/html') || !/<script[^>]+type="module"/.test(html)) {
    throw new Error(`GET / answered ${res.status} ${type}, not the app's index.html`);
  }
  const src = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) return { entryScriptEncoding: 'unknown', indexEncoding };
  const script = await fetch(new URL(src, `${origin}/`), {
    headers: { 'accept-encoding': 'br, gzip' },
    signal: AbortSignal.timeout(10_000),
  });
  await script.arrayBuffer();
  return {
    entryScriptEncoding: script.headers.get('content-encoding') ?? 'none (uncompressed)',
    indexEncoding,
  };
}

/** The /proc/{pid}/stat fields (from the state on) of every process in the server's group. */
function groupStats(server) {
  const group = server.child?.pid;
  if (!group) return null;
  try {
    const stats = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // After "pid (comm) ": state ppid pgrp … utime (14th field) stime (15th) … rss (24th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) stats.push(fields);
    }
    return stats;
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) used so far by the server's process group, from /proc (Linux; null
 * elsewhere). Per request, this is the server's own cost, whatever else shares the machine.
 */
export function serverCpuSeconds(server) {
  const stats = groupStats(server);
  if (!stats) return null;
  const ticks = stats.reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0);
  return ticks / 100; // USER_HZ is 100 on Linux
}

/** Resident memory of the server's process group in bytes (4 kB pages), or null off Linux. */
export function serverRssBytes(server) {
  const stats = groupStats(server);
  return stats ? stats.reduce((sum, fields) => sum + Number(fields[21]) * 4096, 0) : null;
}
