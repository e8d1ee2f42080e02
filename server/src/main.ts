/**
 * `npm start -w server`: opens (or creates and seeds) the database and serves everything. A fault at
 * start-up (a setting, the database, the port) ends in one line saying what to do, and exit code 1.
 */
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { DEMO_PASSWORD, USERS } from './seed/accounts.ts';
import { explainStartupFault, isReadOnly, openOrCreateDatabase } from './startup.ts';

const listen = { host: process.env.HOST?.trim() || '127.0.0.1', port: Number(process.env.PORT ?? 8080) };

async function start(): Promise<void> {
  const config = readConfig(process.env);
  Object.assign(listen, { host: config.host, port: config.port });
  const db = openOrCreateDatabase(
    config.dbPath,
    { courses: config.seedCourses, testFixtures: config.testFixtures },
    (line) => console.log(line),
  );
  const readOnly = isReadOnly(db);
  const app = await buildApp({
    db,
    jwtLifetimeSeconds: config.jwtLifetimeSeconds,
    webDist: config.webDist,
    secondWebApp: config.secondWebApp,
    serverRendering: config.serverRendering,
    frontendOrigins: config.frontendOrigins,
    instance: config.instance,
    // Test fixtures are written at start-up: not into a database that cannot take them.
    testFixtures: config.testFixtures && !readOnly,
    limits: config.limits,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    secureCookies: config.secureCookies,
    extensions: config.extensions,
    platformApi: config.platformApi,
    openedxRelease: config.openedxRelease,
    logger: { level: 'warn' },
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing…`);
    await app.close();
    db.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  console.log(
    `${config.instance.platformName} is running at ${address} (platform API: ${config.platformApi})`,
  );
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const user of USERS)
    console.log(`  ${user.username.padEnd(10)} ${user.isActive ? 'active' : 'inactive'}`);
  if (readOnly)
    console.log(
      `${config.dbPath} is read-only: pages and the catalogue are served, sign-in and every change are refused (503).`,
    );
  if (['0.0.0.0', '::'].includes(config.host) && !process.env.ATRIUM_ALLOWED_HOSTS?.trim())
    console.log(
      `Answering only requests for ${config.allowedHosts.join(', ')}: set ATRIUM_ALLOWED_HOSTS to the names this server is reached by.`,
    );
  if (!existsSync(config.webDist))
    console.log(`The web app is not built (${config.webDist}): run npm run build.`);
}

try {
  await start();
} catch (error) {
  console.error(`Atrium cannot start: ${explainStartupFault(error, listen)}`);
  process.exit(1);
}
