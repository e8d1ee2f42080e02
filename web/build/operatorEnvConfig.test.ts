import { describe, expect, it } from 'vitest';
import { findEnvConfig, iframePluginUses } from './operatorEnvConfig.ts';

const folders = { repository: '/repo', web: '/repo/web' };
const existing =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('findEnvConfig: where the operator put env.config', () => {
  it.each<[string, string | undefined, string[], string | null]>([
    ['none', undefined, [], null],
    ["tutor-mfe's copy at the root", undefined, ['/repo/env.config.jsx'], '/repo/env.config.jsx'],
    ['web/', undefined, ['/repo/web/env.config.tsx'], '/repo/web/env.config.tsx'],
    ['a .js file', undefined, ['/repo/env.config.js'], '/repo/env.config.js'],
    [
      'named by ATRIUM_ENV_CONFIG, relative to the root',
      'e2e/x.jsx',
      ['/repo/e2e/x.jsx', '/repo/env.config.jsx'],
      '/repo/e2e/x.jsx',
    ],
    ['named absolutely', '/tmp/y.jsx', ['/tmp/y.jsx'], '/tmp/y.jsx'],
    ['an empty variable is no variable', ' ', ['/repo/env.config.jsx'], '/repo/env.config.jsx'],
  ])('%s', (_, variable, files, expected) => {
    expect(findEnvConfig(folders, variable, existing(...files))).toBe(expected);
  });

  it.each<[string, string | undefined, string[]]>([
    ['a named file that is missing', 'missing.jsx', []],
    ['two files', undefined, ['/repo/env.config.jsx', '/repo/web/env.config.js']],
  ])('refuses %s', (_, variable, files) => {
    expect(() => findEnvConfig(folders, variable, existing(...files))).toThrow();
  });
});

describe('iframePluginUses: an iframe plugin is refused at build time', () => {
  const file = '/repo/env.config.jsx';
  it.each<[string, string, string[]]>([
    [
      'imported only',
      "import { DIRECT_PLUGIN, IFRAME_PLUGIN } from '@openedx/frontend-plugin-framework';",
      [],
    ],
    [
      'used as a type',
      "import { IFRAME_PLUGIN } from '@openedx/frontend-plugin-framework';\nconst w = { type: IFRAME_PLUGIN };",
      ['2:19'],
    ],
    ['written as text', "const w = {\n  type: 'IFRAME_PLUGIN', url: 'https://x' };", ['2:9']],
    ['none, with JSX', 'const W = () => <p>DIRECT_PLUGIN</p>;', []],
  ])('%s', (_, code, expected) => {
    expect(iframePluginUses(file, code)).toEqual(expected);
  });
});
