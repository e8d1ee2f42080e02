// Size budgets (docs/architecture.md, "Budgets"). The first load of `/` is what index.html loads (its scripts,
// stylesheets and module preloads; the entry stylesheet the build writes inline keeps a disabled link to
// its file, which counts it here), the home route chunk, and everything those import statically;
// Vite's manifest gives the import graph, so hashed names never matter.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const dist = join(__dirname, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunks = Object.entries(manifest);
const keyOfFile = new Map(chunks.map(([key, chunk]) => [chunk.file, key]));

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const htmlFiles = [...html.matchAll(/(?:src|href)="\/?(?:[^"]*\/)?(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);

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

// English needs no catalogue (its text is compiled into the code); other dictionaries load only for their language.
const homeKey = chunks.find(
  ([, chunk]) => chunk.isDynamicEntry && /features\/home\/HomePage\.tsx$/.test(chunk.src ?? ''),
)?.[0];
if (!homeKey || htmlFiles.length === 0) {
  throw new Error('web/dist has no home route chunk, or index.html loads nothing');
}

const startKeys = htmlFiles.map((file) => keyOfFile.get(file)).filter(Boolean);
const startChunks = closure(startKeys);
const firstLoad = [...startChunks, ...closure([homeKey])];
// The manifest lists the entry's stylesheet as a chunk of its own: only scripts count here.
const firstLoadJs = [...new Set([...htmlFiles, ...firstLoad.map((c) => c.file)])].filter((file) =>
  file.endsWith('.js'),
);
const firstLoadCss = [
  ...new Set([...htmlFiles.filter((f) => f.endsWith('.css')), ...firstLoad.flatMap((c) => c.css ?? [])]),
];
const loadedAtStart = new Set(startChunks.map((chunk) => chunk.file));

// Every other lazily loaded chunk (a route, or a dialog or menu loaded on demand) on its own.
const lazyChunks = chunks
  .filter(
    ([key, chunk]) =>
      chunk.isDynamicEntry && key !== homeKey && chunk.file.endsWith('.js') && !loadedAtStart.has(chunk.file),
  )
  .map(([, chunk]) => ({
    name: `Lazy chunk ${chunk.src}`,
    path: [join(dist, chunk.file)],
    limit: '40 KB',
    gzip: true,
  }));

// The budgets (docs/architecture.md, "Budgets"): the first load's JS ≤ 115 KB gzip (aim 110), its CSS ≤ 20 KB.
module.exports = [
  {
    name: 'First load of / (JS)',
    path: firstLoadJs.map((file) => join(dist, file)),
    limit: '115 KB',
    gzip: true,
  },
  {
    name: 'First load of / (CSS)',
    path: firstLoadCss.map((file) => join(dist, file)),
    limit: '20 KB',
    gzip: true,
  },
  ...lazyChunks,
];
