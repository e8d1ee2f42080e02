// Who may import whom (docs/architecture.md, "Who may import whom"), enforced by eslint-plugin-import-x
// and, for cycles, by lint/noImportCycle.js (import-x's no-cycle lets a loop closed by a type import pass).
// Each rule names a direction that must never appear; lint/boundaries.test.ts breaks each one on
// purpose and expects lint to fail. Paths are from the repository root.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { noImportCycle } from './noImportCycle.js';

const root = path.resolve(import.meta.dirname, '..');
const web = (dir) => `web/src/${dir}`;

/** Every feature folder; a new one is covered as soon as it exists. */
const features = readdirSync(path.join(root, web('features')), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const why = (text) => `${text} (docs/architecture.md, "Who may import whom").`;

const zones = [
  {
    target: 'contract',
    from: ['web', 'server', 'e2e', 'scripts'],
    message: why('The contract imports nothing of ours: both sides import it'),
  },
  {
    target: web('lib'),
    from: 'web/src',
    except: ['./lib'],
    message: why('lib holds plain helpers and knows only lib'),
  },
  {
    target: web('ui'),
    from: [web('features'), web('common'), web('api'), web('app')],
    message: why('ui is the design system: it knows no feature, no common product piece and no API'),
  },
  {
    target: [web('api'), web('config'), web('i18n')],
    from: [web('features'), web('common'), web('ui'), web('app')],
    message: why('api, config and i18n sit below every screen and know none'),
  },
  {
    target: web('config'),
    from: [web('api'), web('i18n')],
    message: why('config is read by the API client, never the other way round'),
  },
  {
    target: web('api'),
    from: web('i18n'),
    message: why('the API client knows nothing of languages'),
  },
  {
    target: web('slots'),
    from: ['api', 'i18n', 'common', 'features', 'app', 'styles'].map(web),
    message: why('slots know only ui, lib and config: the screens place them, never the other way round'),
  },
  {
    target: [web('ui'), web('lib'), web('api'), web('config'), web('i18n')],
    from: web('slots'),
    message: why('the layers below the screens know no slot'),
  },
  {
    target: web('common'),
    from: [web('features'), web('app')],
    message: why('common pieces serve many features and know none'),
  },
  {
    target: ['api', 'config', 'i18n', 'lib', 'ui', 'common', 'features', 'styles'].map(web),
    from: web('app'),
    message: why('only main.tsx (and the test harness) imports the app shell'),
  },
  ...features.map((feature) => ({
    target: web(`features/${feature}`),
    from: [path.join(root, web('features/*/**'))],
    except: [path.join(root, web(`features/${feature}/**`)), path.join(root, web('features/*/index.ts'))],
    message: why('a feature uses another only through its public entry, features/<name>/index.ts'),
  })),
  {
    target: 'server/src/repositories',
    from: ['server/src/http', 'server/src/routes', 'server/src/pages', 'server/src/auth'],
    message: why('repositories are SQL only: they know nothing of HTTP'),
  },
  {
    target: 'server/src/pages',
    from: 'server/src/routes',
    message: why('a page shares domain code with a route, never calls the route module'),
  },
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, atrium: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      // The plain Node resolver: 4.6 is the last import-x whose resolver is JavaScript only (later ones
      // need native bindings that the npm mirror here lacks for other platforms, so `npm ci` failed).
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-relative-packages': 'error',
      'atrium/no-import-cycle': 'error',
    },
  },
  {
    // scripts/bench is a package only so that its heavy tools install apart (npm run bench); it is not a
    // workspace, so the scripts and the bench reach each other by path.
    files: ['scripts/**/*.mjs'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
];
