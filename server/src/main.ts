/** `npm start -w server`: opens (or creates and seeds) the database and serves everything. */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_PASSWORD, USERS } from './seed/accounts.ts';
import { createDatabase } from './seed/createDatabase.ts';

const config = readConfig(process.env);

function openOrCreate() {
  if (existsSync(config.dbPath)) return openDatabase(config.dbPath);
  mkdirSync(dirname(config.dbPath), { recursive: true });
  console.log(`Creating ${config.dbPath} with ${config.seedCourses} courses…`);
  return createDatabase(config.dbPath, { courses: config.seedCourses, testFixtures: config.testFixtures });
}

const db = openOrCreate();
const app = await buildApp({
  db,
  jwtLifetimeSeconds: config.jwtLifetimeSeconds,
  webDist: config.webDist,
  frontendOrigins: config.frontendOrigins,
  instance: config.instance,
  testFixtures: config.testFixtures,
  loginThrottle: config.loginThrottle,
  platformApi: config.platformApi,
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
console.log(`${config.instance.platformName} is running at ${address} (platform API: ${config.platformApi})`);
console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
for (const user of USERS)
  console.log(`  ${user.username.padEnd(10)} ${user.isActive ? 'active' : 'inactive'}`);
if (!existsSync(config.webDist))
  console.log(`The web app is not built (${config.webDist}): run npm run build.`);
