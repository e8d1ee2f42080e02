// The JS and CSS that `/` needs before it can render: what web/dist/index.html loads (entry script,
// stylesheets, modulepreload links) plus, when Vite's manifest is there, the home route chunk and
// everything the entry and that chunk import statically. Each file is measured raw, gzip -9 and brotli.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
    if (file) files.push({ file, via: `index.html ${rel}` });
  }
  return files;
}

/** Files of the entry and home chunks and their static imports, from .vite/manifest.json. */
function fromManifest(dist) {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return { files: [], note: 'no Vite manifest: home route chunk not identified' };
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  const homeKey = entries.find(
    ([key, chunk]) => chunk.isDynamicEntry && /features\/home\/HomePage\.tsx$/.test(chunk.src ?? key),
  )?.[0];
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(homeKey);
  const files = [];
  for (const key of seen) {
    const chunk = manifest[key];
    const via = key === homeKey ? 'home route chunk' : key === entryKey ? 'entry' : `import of ${key}`;
    files.push({ file: chunk.file, via });
    for (const css of chunk.css ?? [])
      files.push({ file: css, via: `css of ${key === homeKey ? 'home route' : key}` });
  }
  return {
    files,
    note: homeKey
      ? `home route chunk: ${manifest[homeKey].src ?? homeKey}`
      : 'home route chunk not found in the manifest',
  };
}

export function measureFirstLoad(dist) {
  const { files: manifestFiles, note } = fromManifest(dist);
  const byFile = new Map();
  for (const entry of [...fromHtml(dist), ...manifestFiles]) {
    if (!byFile.has(entry.file)) byFile.set(entry.file, entry);
  }
  const files = [...byFile.values()]
    .filter(({ file }) => /\.(m?js|css)$/.test(file))
    .map(({ file, via }) => {
      const bytes = readFileSync(join(dist, file));
      return {
        file,
        via,
        kind: file.endsWith('.css') ? 'css' : 'js',
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }).length,
      };
    });
  const total = (kind) =>
    files
      .filter((f) => f.kind === kind)
      .reduce(
        (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
        {
          raw: 0,
          gzip: 0,
          brotli: 0,
        },
      );
  return { files, totals: { js: total('js'), css: total('css') }, note };
}
