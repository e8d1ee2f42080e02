/** `npm run seed -w server`: recreates the database from scratch (used by `npm run reset`). */
import { rmSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { readConfig } from '../config.ts';
import { createDatabase } from './createDatabase.ts';

const config = readConfig(process.env);
for (const suffix of ['', '-wal', '-shm']) rmSync(config.dbPath + suffix, { force: true });
mkdirSync(dirname(config.dbPath), { recursive: true });
const started = performance.now();
createDatabase(config.dbPath, { courses: config.seedCourses, testFixtures: config.testFixtures }).close();
console.log(
  `Seeded ${config.seedCourses} courses into ${config.dbPath} in ${Math.round(performance.now() - started)} ms.`,
);
