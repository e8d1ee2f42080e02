import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlePaintFirst, namePaintFirst } from './paintFirst.ts';

describe('namePaintFirst', () => {
  it.each(['/', '/learn/'])('names the paint-first file on the entry script under %s', (base) => {
    const html =
      `<head><script type="module" crossorigin src="${base}assets/index-1.js"></script>` +
      `<link rel="modulepreload" crossorigin href="${base}assets/runtime-1.js"></head>`;
    expect(namePaintFirst(html, base, 'assets/paint-first-1.js')).toBe(
      `<head><script type="module" crossorigin src="${base}assets/index-1.js" data-paint-first="${base}assets/paint-first-1.js"></script>` +
        `<link rel="modulepreload" crossorigin href="${base}assets/runtime-1.js"></head>`,
    );
  });
});

describe('bundlePaintFirst', () => {
  it('builds the script into one file that imports nothing but the entry it is given', async () => {
    const code = await bundlePaintFirst(join(import.meta.dirname, '../src/server-render/paintFirst.ts'));
    expect(code).not.toMatch(/\bimport\s*[{"'*]|\bfrom\s*["']/);
    expect(code.match(/\bimport\(/g)).toHaveLength(1);
    // The tap holding came along (earlyTaps.ts), and the script starts itself.
    expect(code).toContain('atrium:hydrated');
    expect(code).toMatch(/\(window\);?\s*$/);
    expect(code.length).toBeLessThan(2000);
  });
});
