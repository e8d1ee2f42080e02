/**
 * What each output chunk carries, module by module: written beside Vite's manifest as
 * `.vite/modules.json` so the bench (scripts/bench/bundle-report.mjs) can say where a first load's
 * bytes go without sourcemaps. Sizes are of each module's rendered code before minification (tree
 * shaken, not yet minified); the report scales them to the chunk's real gzip size.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ModuleEntry {
  /** A package name (`react-dom`, `@tanstack/query-core`) or a path inside the repository. */
  source: string;
  /** Bytes of rendered code. */
  rendered: number;
  /** Bytes of that code gzipped on its own (level 9). */
  gzip: number;
}

export interface ModuleReport {
  chunks: Record<string, { modules: ModuleEntry[] }>;
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; a virtual module → its id; a file → its path from `root`. */
export function moduleSource(id: string, root: string): string {
  const [file = ''] = id.replace(/^\0/, '').split('?');
  const path = file.split(sep).join('/');
  const inPackage = path.lastIndexOf('/node_modules/');
  if (inPackage >= 0) {
    const [first = '', second = ''] = path.slice(inPackage + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  // A virtual module (`\0vite/preload-helper.js`) has no file: its id names it.
  if (!isAbsolute(path)) return path;
  const fromRoot = relative(root, path).split(sep).join('/');
  return fromRoot.startsWith('..') ? path : fromRoot;
}

export function moduleReport(root: string): Plugin {
  return {
    name: 'atrium:module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ModuleReport = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => ({
            source: moduleSource(id, root),
            rendered: module.renderedLength,
            gzip: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
          }))
          .sort((a, b) => b.gzip - a.gzip);
        report.chunks[output.fileName] = { modules };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(report) });
    },
  };
}
