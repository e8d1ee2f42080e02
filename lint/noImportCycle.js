// No import cycle, type imports included (docs/decisions/import-boundaries.md). import-x's no-cycle
// skips `import type` and has no option to count it, so a loop closed by a type import passed; such a
// loop still ties the two modules' meanings together, and one value import later makes it real.
// Every static import and re-export counts, and a dynamic `import('…')` with a literal path; only
// relative paths are followed (a workspace package cannot close a loop: the contract imports nothing
// of ours).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** The module file a relative specifier names, or null for a package, an asset or nothing there. */
function resolveModule(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target, ...EXTENSIONS.map((ext) => target + ext), path.join(target, 'index.ts')];
  return candidates.find((file) => EXTENSIONS.includes(path.extname(file)) && isFile(file)) ?? null;
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Each file's module dependencies, read once per change of the file (an editor's ESLint lives long). */
const dependencyCache = new Map();

function dependenciesOf(file) {
  const { mtimeMs } = statSync(file);
  const cached = dependencyCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.dependencies;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const dependencies = [
    ...new Set(importedFiles.map((imported) => resolveModule(file, imported.fileName)).filter(Boolean)),
  ];
  dependencyCache.set(file, { mtimeMs, dependencies });
  return dependencies;
}

/** The shortest path of imports from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of dependenciesOf(file)) {
      if (next === goal) {
        const route = [file];
        for (let step = cameFrom.get(file); step !== null; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing module, type imports included.' },
    messages: { cycle: 'Import cycle (type imports count too): {{route}}.' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    if (!path.isAbsolute(filename)) return {};
    const root = context.cwd;
    const check = (node, source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveModule(filename, source.value);
      if (target === null || target === filename) return;
      const route = pathBack(target, filename);
      if (route === null) return;
      const names = [filename, ...route, filename].map((file) => path.relative(root, file));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};
