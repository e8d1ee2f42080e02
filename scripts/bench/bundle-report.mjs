// What each first-load chunk carries, by package or source file, from web/dist/.vite/modules.json
// (written by the build, web/build/moduleReport.ts). A module's share of a chunk's real gzip size is
// its own gzip size scaled to the chunk's (modules compress a little better together than apart), so
// the shares of a chunk add up to its measured size.
//   node scripts/bench/bundle-report.mjs [dist]   prints the report of the four measured pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureFirstLoads, ROUTES } from './first-load.mjs';

/** Source files are grouped by folder (`web/src/features/header`); packages stay whole. */
export function group(source) {
  if (!source.includes('/') || source.startsWith('@')) return source;
  const parts = source.split('/');
  return parts.slice(0, Math.min(parts.length - 1, 4)).join('/');
}

/**
 * Per first-load JS file: its measured gzip size and its groups' estimated shares, largest first.
 * `firstLoad` is measureFirstLoads' result; files the module report does not know are left out.
 */
export function bundleReport(dist, firstLoad) {
  const path = join(dist, '.vite', 'modules.json');
  if (!existsSync(path)) throw new Error('web/dist has no .vite/modules.json: rebuild with npm run build');
  const { chunks } = JSON.parse(readFileSync(path, 'utf8'));
  const files = new Map();
  for (const file of [...firstLoad.shared, ...firstLoad.pages.flatMap((p) => p.files)]) {
    if (file.kind === 'js' && !files.has(file.file)) files.set(file.file, file);
  }
  return [...files.values()]
    .filter((file) => chunks[file.file])
    .map((file) => {
      const modules = chunks[file.file].modules;
      const alone = modules.reduce((sum, m) => sum + m.gzip, 0) || 1;
      const byGroup = new Map();
      for (const m of modules) byGroup.set(group(m.source), (byGroup.get(group(m.source)) ?? 0) + m.gzip);
      const groups = [...byGroup.entries()]
        .map(([name, gzip]) => ({ name, gzip: Math.round((gzip / alone) * file.gzip) }))
        .sort((a, b) => b.gzip - a.gzip);
      const pages = firstLoad.pages
        .filter(
          (p) =>
            firstLoad.shared.some((s) => s.file === file.file) || p.files.some((f) => f.file === file.file),
        )
        .map((p) => p.page);
      return { file: file.file, via: file.via, gzip: file.gzip, pages, groups };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Markdown: one table per chunk, its groups down to `minBytes` (the rest summed on one line). */
export function bundleMarkdown(report, { minBytes = 500 } = {}) {
  const lines = [];
  for (const chunk of report) {
    lines.push(
      '',
      `**\`${chunk.file}\`** (${chunk.via}, ${kB(chunk.gzip)} gzip; first load of ${chunk.pages.join(', ')})`,
      '',
      '| Package or folder | gzip (est.) |',
      '|---|---:|',
    );
    const shown = chunk.groups.filter((g) => g.gzip >= minBytes);
    for (const g of shown) lines.push(`| \`${g.name}\` | ${kB(g.gzip)} |`);
    const rest = chunk.groups.slice(shown.length);
    if (rest.length > 0) {
      lines.push(`| ${rest.length} smaller | ${kB(rest.reduce((sum, g) => sum + g.gzip, 0))} |`);
    }
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const firstLoad = measureFirstLoads(dist, ROUTES);
  for (const page of firstLoad.pages) console.log(`${page.page}: ${kB(page.total.js.gzip)} JS gzip`);
  console.log(bundleMarkdown(bundleReport(dist, firstLoad)).join('\n'));
}
