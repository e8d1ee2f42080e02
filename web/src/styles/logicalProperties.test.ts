/**
 * Right to left works only if no stylesheet says "left" or "right" (docs/product-rules.md, "Design rules"
 * only): this fails on any physical property or value in the app's CSS.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

const PHYSICAL = [
  /\b(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\b/,
  /(?:^|[;{\s])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear|justify-self|justify-items)\s*:\s*(?:left|right)\b/,
  /\bbackground-position(?:-x)?\s*:[^;]*\b(?:left|right)\b/,
];

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Declarations only: comments may speak of left and right. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

function physicalDeclarations(css: string): string[] {
  return withoutComments(css)
    .split(/[;{}]/)
    .map((declaration) => declaration.trim())
    .filter((declaration) => PHYSICAL.some((pattern) => pattern.test(` ${declaration}`)));
}

describe('stylesheets use logical properties only', () => {
  it.each([
    ['margin-left: 4px', true],
    ['padding-right: 0', true],
    ['border-left: 1px solid', true],
    ['left: 0', true],
    ['right:0', true],
    ['text-align: right', true],
    ['float: left', true],
    ['border-top-right-radius: 4px', true],
    ['margin-inline-start: 4px', false],
    ['inset-inline-end: 0', false],
    ['text-align: start', false],
  ])('%s is physical: %s', (declaration, physical) => {
    expect(physicalDeclarations(`.x { ${declaration}; }`).length > 0).toBe(physical);
  });

  it('finds none in src/', () => {
    const found = cssFiles(SRC).flatMap((file) =>
      physicalDeclarations(readFileSync(file, 'utf8')).map(
        (declaration) => `${relative(SRC, file)}: ${declaration}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
