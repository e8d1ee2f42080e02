// Size budgets from ARCHITECTURE.md, computed from Vite's manifest so that hashed names never matter.
// First load of `/` = the entry chunk, the home route chunk and everything they import statically.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunks = Object.entries(manifest);

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

const files = (list, pick) => [...new Set(list.flatMap(pick))].map((file) => join(dist, file));
const entryKey = chunks.find(([, chunk]) => chunk.isEntry)?.[0];
const homeKey = chunks.find(([, chunk]) => chunk.isDynamicEntry && /features\/home\//.test(chunk.src ?? ''))?.[0];
if (!entryKey || !homeKey) throw new Error('web/dist/.vite/manifest.json has no entry or no home route chunk');

const firstLoad = closure([entryKey, homeKey]);
const firstLoadKeys = new Set(closure([entryKey]).map((chunk) => chunk.file));

const routeChunks = chunks
  .filter(([key, chunk]) => chunk.isDynamicEntry && key !== homeKey && chunk.file.endsWith('.js'))
  .map(([, chunk]) => ({
    name: `Route chunk ${chunk.src}`,
    path: files(closure([chunk.src]).filter((c) => !firstLoadKeys.has(c.file)), (c) => [c.file]).slice(0, 1),
    limit: '40 KB',
    gzip: true,
  }));

module.exports = [
  { name: 'First load of / (JS)', path: files(firstLoad, (c) => (c.file.endsWith('.js') ? [c.file] : [])), limit: '130 KB', gzip: true },
  { name: 'First load of / (CSS)', path: files(firstLoad, (c) => c.css ?? []), limit: '20 KB', gzip: true },
  ...routeChunks,
];
