/** The real server as a child process (`node --import tsx server/src/main.ts`), for crash tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ChildServer {
  origin: string;
  process: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  exited: Promise<number | null>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and resolves once it answers. Generous deadline: on a busy two-core machine tsx's
 * first compile and the seeding of a new database can take many seconds.
 */
export async function startChild(
  env: Record<string, string>,
  port: number,
  deadlineMs = 45_000,
): Promise<ChildServer> {
  // One process (no tsx CLI wrapper), so that SIGKILL kills the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${deadlineMs} ms:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/api/mfe_config/v1`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { origin, process: child, output: () => output, exited };
}

/** `startChild` on a free port, trying another if someone else took it in the meantime. */
export async function startOnFreePort(env: Record<string, string>): Promise<ChildServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startChild(env, await freePort());
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}
