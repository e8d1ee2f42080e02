// The first step of `npm run bench`: the workspaces (the server and the web build), then the
// benchmark's own tools (Lighthouse, autocannon, chrome-launcher, puppeteer-core) from this folder's
// package.json into scripts/bench/node_modules, where the bench modules beside this file resolve them.
// `npm start` and `npm test` never install these.
import { join } from 'node:path';
import { ensureDependencies, root } from '../lib.mjs';

await ensureDependencies();
await ensureDependencies({
  dir: join(root, 'scripts', 'bench'),
  manifests: ['package-lock.json', 'package.json'],
  what: 'the benchmark tools',
  duration: 'Lighthouse and autocannon, ~1 min',
});
