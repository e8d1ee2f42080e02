import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { pickConfig } from './src/config/keys.ts';
import { compileMessageDescriptors } from './build/compileMessageDescriptors.ts';
import { inlineEntryStyles } from './build/inlineEntryStyles.ts';
import { paintFirst } from './build/paintFirst.ts';
import { moduleReport } from './build/moduleReport.ts';
import { findEnvConfig, operatorEnvConfig } from './build/operatorEnvConfig.ts';
import { pageChunks } from './build/pageChunks.ts';

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Paths the reference server answers; the dev server forwards them so the app runs on one origin. */
const SERVER_PATHS = [
  '/api',
  '/admin-console',
  '/csrf',
  '/login',
  '/logout',
  '/register',
  '/static',
  '/learning',
  '/u/',
  '/account',
  '/orders',
];

export default defineConfig(({ mode, isSsrBuild = false }) => {
  // Files (.env, .env.production…) and the process environment; the process environment wins.
  const env = { ...loadEnv(mode, import.meta.dirname, ''), ...process.env };
  const buildConfig = pickConfig(env);
  const base = withSlashes(env.PUBLIC_PATH ?? '/');
  const target = env.ATRIUM_DEV_SERVER ?? 'http://127.0.0.1:8080';
  const chunks = pageChunks('src/app/routes.tsx', { pageShare: 0.1, partShare: 2 });
  // An operator's env.config.jsx, as the official apps' build reads it (docs/decisions/plugin-slots.md).
  const envConfig = findEnvConfig(
    { repository: dirname(import.meta.dirname), web: import.meta.dirname },
    env.ATRIUM_ENV_CONFIG,
  );

  const shared = {
    base,
    define: {
      __ATRIUM_BUILD_CONFIG__: JSON.stringify(buildConfig),
      __ATRIUM_VERSION__: JSON.stringify(version),
    },
    resolve: {
      alias: [
        // Messages ship precompiled to AST (scripts/i18n.mjs), so the ICU parser never reaches the bundle.
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
  };
  const appPlugins = [
    compileMessageDescriptors(),
    operatorEnvConfig(envConfig, {
      appId: String(buildConfig.APP_ID ?? 'atrium'),
      framework: fileURLToPath(new URL('src/slots/pluginFramework.ts', import.meta.url)),
    }),
    react(),
  ];

  // The server's build (`vite build --ssr`): the same code and configuration for Node, in one file
  // with its dependencies, so the renderer runs wherever Node does (docs/decisions/server-rendering.md).
  if (isSsrBuild) {
    return {
      ...shared,
      plugins: appPlugins,
      ssr: { noExternal: true, target: 'node' as const },
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: 'dist-server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    };
  }

  return {
    ...shared,
    plugins: [
      ...appPlugins,
      inlineEntryStyles(),
      paintFirst(fileURLToPath(new URL('src/server-render/paintFirst.ts', import.meta.url))),
      moduleReport(dirname(import.meta.dirname)),
      chunks.plugin,
    ],
    // Every supported browser preloads modules natively: the polyfill would only cost bytes.
    build: {
      manifest: true,
      target: 'es2022',
      // One stylesheet for the whole app, written into index.html (build/inlineEntryStyles.ts): about
      // 12 kB of brotli, inside the first round trip of the page. Split by chunk, a page's styles were
      // up to six more requests, which a phone's six connections to the server took before the page's
      // own code (docs/decisions/one-stylesheet.md).
      cssCodeSplit: false,
      sourcemap: false,
      modulePreload: { polyfill: false },
      // The default logo and favicon are files, never data URIs in the entry: index.html links the
      // favicon too, and whether the script then inlined it varied from build to build (so did the
      // first load's size). A learner sees the default logo only where the platform has none.
      assetsInlineLimit: (file) => (file.includes('/src/assets/') ? false : undefined),
      rolldownOptions: {
        // Each lucide-react icon module builds its component when it loads; ui/icon.ts reads only
        // the module's shape data, so the unused component (and lucide-react's machinery) may go.
        treeshake: { manualPureFunctions: ['createLucideIcon'] },
        output: {
          // The entry names every lazy chunk's files (the list Vite preloads for each) and each chunk
          // the chunks it imports: names beside the hashes cost every first load about 0.6 kB gzip.
          // `.vite/modules.json` (build/moduleReport.ts) says what each file holds.
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          // Start-up's modules go in one chunk. A page's chunks each cost a request and a preload link
          // on a slow phone, so the other modules are grouped by the pages (and lazily loaded parts)
          // fetching them, and a group joins one its pages fetch anyway while no page then fetches more
          // than 10% of its own bytes in modules it does not import, nor a part more than twice its own
          // (web/build/pageChunks.ts; docs/decisions/fewer-chunks-per-page.md).
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'] },
              // The plan puts each module's imports in a group of the same pages or more; following
              // them here would let one group take another's modules.
              { name: chunks.name, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target, changeOrigin: false }])),
    },
  };
});

function withSlashes(path: string): string {
  const trimmed = path.trim() || '/';
  const leading = trimmed.startsWith('/') || /^https?:\/\//.test(trimmed) ? trimmed : `/${trimmed}`;
  return leading.endsWith('/') ? leading : `${leading}/`;
}
