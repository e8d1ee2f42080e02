// `npm start`: install what is missing, build the web app if its sources changed, seed the database
// on first run, then serve the whole product. `npm run reset` (--reset) reseeds the database and exits.
import { join } from 'node:path';
import { bin, ensureDependencies, fail, root, run, webBuildIsStale } from './lib.mjs';

await ensureDependencies();

const database = process.env.ATRIUM_DB ?? join(root, 'server', 'data', 'atrium.sqlite');
const tsx = bin('tsx');

if (process.argv.includes('--reset')) {
  process.exit(
    await run(tsx, [join(root, 'server', 'src', 'seed', 'cli.ts')], { env: { ATRIUM_DB: database } }),
  );
}

if (webBuildIsStale()) {
  console.log('\n▶ Building the web app');
  if ((await run('npm', ['run', 'build', '-w', 'web'])) !== 0) fail('The web build failed.');
}

process.exit(await run(tsx, [join(root, 'server', 'src', 'main.ts')], { env: { ATRIUM_DB: database } }));
