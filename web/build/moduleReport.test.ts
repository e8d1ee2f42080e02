import { describe, expect, it } from 'vitest';
import { moduleSource } from './moduleReport.ts';

const root = '/repo';

describe('moduleSource', () => {
  it.each([
    ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['/repo/node_modules/@tanstack/query-core/build/modern/query.js', '@tanstack/query-core'],
    ['/repo/node_modules/a/node_modules/@scope/b/index.js', '@scope/b'],
    ['/repo/web/src/app/App.tsx', 'web/src/app/App.tsx'],
    ['/repo/web/src/features/home/HomePage.tsx?used', 'web/src/features/home/HomePage.tsx'],
    ['\0vite/preload-helper.js', 'vite/preload-helper.js'],
    ['/elsewhere/file.js', '/elsewhere/file.js'],
  ])('%s is %s', (id, expected) => {
    expect(moduleSource(id, root)).toBe(expected);
  });
});
