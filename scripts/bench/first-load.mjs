// The JS and CSS a page needs before it can render: what web/dist/index.html loads (entry script,
// stylesheets, modulepreload links; the entry stylesheet written inline is found by the disabled link
// to its file that the build keeps) and everything the entry imports statically (shared by every
// route), plus the page's route chunk and its static imports (the route chunk closure), from Vite's
// manifest. Chunks the page loads later on its own (lazy sections, dialogs) are listed, not counted.
// Each file is measured raw, gzip -9 and brotli 11.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The pages measured, with the source of their route chunk (web/src/app/routes.tsx). */
export const ROUTES = [
  { page: '/', chunk: 'src/features/home/HomePage.tsx' },
  { page: '/search', chunk: 'src/features/search/SearchPage.tsx' },
  { page: '/course/{slug}/', chunk: 'src/features/course/CoursePage.tsx' },
  { page: '/inprogress', chunk: 'src/features/dashboard/EnrollmentListPage.tsx' },
];

/** The attributes of every `<tag …>` in the HTML, as plain objects. */
function tags(html, name) {
  const found = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes = {};
    for (const attr of (match[1] ?? '').matchAll(
      /([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes[attr[1].toLowerCase()] = attr[2] ?? attr[3] ?? attr[4] ?? '';
    }
    found.push(attributes);
  }
  return found;
}

/**
 * A URL of index.html as a file of dist; PUBLIC_PATH prefixes are dropped until the file exists. A
 * local file that is missing throws: the build is broken or still being written.
 */
function distFile(dist, url) {
  if (!url || /^(https?:)?\/\//.test(url) || url.startsWith('data:')) return null;
  const segments = url.split(/[?#]/)[0].split('/').filter(Boolean);
  for (let i = 0; i < segments.length; i += 1) {
    const relative = segments.slice(i).join('/');
    if (existsSync(join(dist, relative))) return relative;
  }
  throw new Error(`index.html loads ${url}, which is not in web/dist`);
}

function fromHtml(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [];
  for (const script of tags(html, 'script')) {
    const file = distFile(dist, script.src);
    if (file) files.push({ file, via: 'index.html script' });
  }
  for (const link of tags(html, 'link')) {
    const rel = (link.rel ?? '').toLowerCase();
    if (rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const file = distFile(dist, link.href);
    const inline = rel === 'stylesheet' && 'disabled' in link;
    if (file) files.push({ file, via: inline ? 'index.html inline style' : `index.html ${rel}` });
  }
  return files;
}

/** The chunks `keys` need, in visiting order: each key and its static imports, transitively. */
function closure(manifest, keys, skip = new Set()) {
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key) || skip.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Chunk keys → files (JS and their CSS), each with why it is loaded. */
function filesOf(manifest, keys, label) {
  return keys.flatMap((key) => {
    const chunk = manifest[key];
    const why = label(key);
    return [
      { file: chunk.file, via: why },
      ...(chunk.css ?? []).map((css) => ({ file: css, via: `css of ${why}` })),
    ];
  });
}

const sizeCache = new Map();
function measure(dist, { file, via }) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizeCache.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    });
  }
  return { file, via, kind: file.endsWith('.css') ? 'css' : 'js', ...sizeCache.get(file) };
}

/** The first mention of each file (index.html's own reason wins over the manifest's). */
const unique = (entries) => {
  const byFile = new Map();
  for (const entry of entries) if (!byFile.has(entry.file)) byFile.set(entry.file, entry);
  return [...byFile.values()];
};
const scriptsAndStyles = (entries) => entries.filter(({ file }) => /\.(m?js|css)$/.test(file));

export function totals(files) {
  const sum = (kind) =>
    files
      .filter((f) => f.kind === kind)
      .reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), {
        raw: 0,
        gzip: 0,
        brotli: 0,
      });
  return { js: sum('js'), css: sum('css') };
}

/**
 * Per route: the shared start-up files, the route chunk closure beyond them, the totals of both, and
 * the chunks the route loads later. Throws when index.html or a file it loads is missing.
 */
export function measureFirstLoads(dist, routes = ROUTES) {
  sizeCache.clear();
  const htmlFiles = fromHtml(dist);
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('web/dist has no .vite/manifest.json: route chunks unknown');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const startKeys = closure(manifest, [...entryKeys, ...htmlFiles.map((f) => keyOfFile.get(f.file))]);
  const startSet = new Set(startKeys);
  const shared = unique(
    scriptsAndStyles([
      ...htmlFiles,
      ...filesOf(manifest, startKeys, (key) => (entryKeys.includes(key) ? 'entry' : 'static import')),
    ]),
  ).map((f) => measure(dist, f));
  const sharedFiles = new Set(shared.map((f) => f.file));

  const pages = routes.map(({ page, chunk }) => {
    if (!manifest[chunk]?.isDynamicEntry) throw new Error(`${chunk} is not a route chunk of the build`);
    const keys = closure(manifest, [chunk], startSet);
    const own = unique(
      scriptsAndStyles(
        filesOf(manifest, keys, (key) => (key === chunk ? 'route chunk' : `import of ${key}`)),
      ),
    )
      .filter((f) => !sharedFiles.has(f.file))
      .map((f) => measure(dist, f));
    const later = (manifest[chunk].dynamicImports ?? []).map((key) => ({
      src: key,
      ...totals(
        unique(
          scriptsAndStyles(
            filesOf(manifest, closure(manifest, [key], new Set([...startSet, ...keys])), String),
          ),
        ).map((f) => measure(dist, f)),
      ),
    }));
    return { page, chunk, files: own, routeOnly: totals(own), total: totals([...shared, ...own]), later };
  });
  return { shared, sharedTotals: totals(shared), pages };
}
