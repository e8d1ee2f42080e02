/**
 * An operator's `env.config.jsx` (or .js, .tsx, .ts), read as the official apps' build reads it
 * (docs/decisions/plugin-slots.md): `ATRIUM_ENV_CONFIG` names it, else the repository's root (where
 * tutor-mfe copies it) or web/ holds it. With one, `virtual:atrium/env-config` is its default export,
 * `@openedx/frontend-plugin-framework` is Atrium's module of the same names, and an iframe plugin is a
 * build error. Without one, the virtual module is null, `__ATRIUM_ENV_CONFIG__` false and every Slot
 * is removed (stripSlots.ts): nothing is added to the default build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseSync, transformWithOxc, type Plugin } from 'vite';
import { nodesWithParents, type AstNode } from './astNodes.ts';
import { stripSlots } from './stripSlots.ts';

const VIRTUAL_ID = 'virtual:atrium/env-config';
const RESOLVED_ID = '\0atrium-env-config';
const FILE_NAMES = ['env.config.jsx', 'env.config.js', 'env.config.tsx', 'env.config.ts'];
const IFRAME_PLUGIN = 'IFRAME_PLUGIN';

/** The operator's file, or null; throws when the variable names a missing file or two folders hold one. */
export function findEnvConfig(
  folders: { repository: string; web: string },
  variable: string | undefined,
  exists: (path: string) => boolean = existsSync,
): string | null {
  if (variable !== undefined && variable.trim() !== '') {
    const named = isAbsolute(variable) ? variable : resolve(folders.repository, variable);
    if (!exists(named)) throw new Error(`ATRIUM_ENV_CONFIG names ${named}, which does not exist`);
    return named;
  }
  const found = [folders.repository, folders.web].flatMap((folder) =>
    FILE_NAMES.map((name) => join(folder, name)).filter(exists),
  );
  if (found.length > 1)
    throw new Error(`More than one env.config file, which is unclear: ${found.join(', ')}`);
  return found[0] ?? null;
}

/** Where the operator's file uses IFRAME_PLUGIN (besides importing it), as "line:column"; none when it does not. */
export function iframePluginUses(filename: string, code: string): string[] {
  if (!code.includes(IFRAME_PLUGIN)) return [];
  const lang = filename.endsWith('.ts') ? 'ts' : filename.endsWith('.tsx') ? 'tsx' : 'jsx';
  const parsed = parseSync(filename, code, { lang });
  const uses: string[] = [];
  for (const [node, parent] of nodesWithParents(parsed.program as unknown as AstNode)) {
    const named = node.type === 'Identifier' && node.name === IFRAME_PLUGIN;
    const literal = node.type === 'Literal' && node.value === IFRAME_PLUGIN;
    if ((named && !parent?.type.startsWith('Import')) || literal) {
      const before = code.slice(0, node.start).split('\n');
      uses.push(`${before.length}:${(before.at(-1)?.length ?? 0) + 1}`);
    }
  }
  return uses;
}

export function operatorEnvConfig(
  file: string | null,
  options: { appId: string; framework: string },
): Plugin[] {
  const plugin: Plugin = {
    name: 'atrium:env-config',
    enforce: 'pre',
    config: () => ({
      define: {
        __ATRIUM_ENV_CONFIG__: JSON.stringify(file !== null),
        // tutor-mfe's env.config.jsx picks its MFE's plugins by `process.env.APP_ID`, as webpack defines it.
        ...(file !== null && { 'process.env.APP_ID': JSON.stringify(options.appId) }),
      },
      // tutor-mfe's file imports the framework dynamically; it is a few constants, in the entry anyway.
      ...(file !== null && { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } }),
      resolve: {
        alias:
          file === null
            ? []
            : [{ find: /^@openedx\/frontend-plugin-framework$/, replacement: options.framework }],
      },
    }),
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return file === null ? 'export default null;' : `export { default } from ${JSON.stringify(file)};`;
    },
    async transform(code, id) {
      if (id !== file) return undefined;
      // Lines and columns of the operator's own text, whatever ran on it before.
      const uses = iframePluginUses(id, readFileSync(id, 'utf8'));
      if (uses.length > 0) {
        this.error(
          `${id} (${uses.join(', ')}): Atrium does not run iframe plugins (IFRAME_PLUGIN); insert a DIRECT_PLUGIN widget, a React component, instead (docs/decisions/plugin-slots.md).`,
        );
      }
      // The official apps' build (babel) takes JSX in an env.config.js; Vite takes it in .jsx only.
      if (!id.endsWith('.js')) return undefined;
      // It throws on a syntax error, with the file's name and place.
      const compiled = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      return { code: compiled.code, map: null };
    },
  };
  return file === null ? [plugin, stripSlots()] : [plugin];
}
