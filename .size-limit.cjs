// Size budgets (docs/architecture.md, "Budgets"). A page's first load is what index.html loads (its scripts,
// stylesheets and module preloads; the entry stylesheet the build writes inline keeps a disabled link to
// its file, which counts it here), the page's route chunk, and everything those import statically;
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
// The pages whose first load has a budget of its own, by their route chunk's source (web/src/app/routes.tsx).
const PAGES = [
  { page: '/', src: /features\/home\/HomePage\.tsx$/ },
  { page: '/search', src: /features\/search\/SearchPage\.tsx$/ },
  { page: 'a course page', src: /features\/course\/CoursePage\.tsx$/ },
  { page: '/inprogress', src: /features\/dashboard\/EnrollmentListPage\.tsx$/ },
];
const routeKeys = PAGES.map(
  ({ src }) => chunks.find(([, chunk]) => chunk.isDynamicEntry && src.test(chunk.src ?? ''))?.[0],
);
if (routeKeys.some((key) => !key) || htmlFiles.length === 0) {
  throw new Error('web/dist misses a measured route chunk, or index.html loads nothing');
}
const [homeKey] = routeKeys;

const startKeys = htmlFiles.map((file) => keyOfFile.get(file)).filter(Boolean);
const startChunks = closure(startKeys);
/** A page's first load: start-up and its route chunk's closure; the manifest lists the entry's stylesheet as a chunk of its own. */
function firstLoadOf(routeKey) {
  const firstLoad = [...startChunks, ...closure([routeKey])];
  return {
    js: [...new Set([...htmlFiles, ...firstLoad.map((c) => c.file)])].filter((file) => file.endsWith('.js')),
    css: [
      ...new Set([...htmlFiles.filter((f) => f.endsWith('.css')), ...firstLoad.flatMap((c) => c.css ?? [])]),
    ],
  };
}
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

// The budgets (docs/architecture.md, "Budgets"): each page's first-load JS as measured with the pages'
// head tags and the hydration of a page rendered on the server (122.4, 136.3, 145.3, 135.7 KB gzip) plus
// about 1.5 KB for ordinary work; the CSS of / ≤ 20 KB. A chunk grouping that brings a page much code it
// does not import still fails here (docs/decisions/fewer-chunks-per-page.md).
const JS_LIMITS = ['124 KB', '138 KB', '147 KB', '137.5 KB'];
const home = firstLoadOf(homeKey);
module.exports = [
  ...PAGES.map(({ page }, index) => ({
    name: `First load of ${page} (JS)`,
    path: firstLoadOf(routeKeys[index]).js.map((file) => join(dist, file)),
    limit: JS_LIMITS[index],
    gzip: true,
  })),
  {
    name: 'First load of / (CSS)',
    path: home.css.map((file) => join(dist, file)),
    limit: '20 KB',
    gzip: true,
  },
  ...lazyChunks,
];
