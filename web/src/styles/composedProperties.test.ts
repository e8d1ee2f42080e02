/**
 * A page rule that re-sets a property of a class it composes from ui/layout.module.css competes with
 * it at equal specificity: which wins depends on where each module lands in the stylesheet, which
 * moves with the order of imports (and, when styles were split by chunk, a lazy chunk's later copy of
 * the layout module undid the page's rule after its first paint). Composers set the class's custom
 * properties instead (--columns-*, --grid-gap), which nothing else sets (docs/architecture.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const LAYOUT = join(SRC, 'ui', 'layout.module.css');

function cssModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return cssModules(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

/** Innermost rule blocks (those inside a media query included): selector and declarations. */
function rules(css: string): { selector: string; declarations: [string, string][] }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: (match[1] ?? '').trim(),
    declarations: (match[2] ?? '')
      .split(';')
      .map((declaration) => declaration.split(':'))
      .filter((parts): parts is [string, ...string[]] => parts.length > 1)
      .map(([name, ...value]) => [name.trim(), value.join(':').trim()] as [string, string]),
  }));
}

/** The properties each class of a module sets (custom properties aside), wherever the class appears. */
function propertiesByClass(css: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const { selector, declarations } of rules(css)) {
    for (const [, name] of selector.matchAll(/\.([A-Za-z][\w-]*)/g)) {
      const properties = found.get(name!) ?? new Set<string>();
      for (const [property] of declarations)
        if (!property.startsWith('--') && property !== 'composes') properties.add(property);
      found.set(name!, properties);
    }
  }
  return found;
}

/** `file: .rule re-sets property of composed` for every such declaration in `css`. */
function resetComposedProperties(css: string, layout: Map<string, Set<string>>, file = ''): string[] {
  return rules(css).flatMap(({ selector, declarations }) => {
    const composed = declarations
      .filter(([property, value]) => property === 'composes' && /layout\.module\.css/.test(value))
      .flatMap(([, value]) => (value.split(/\s+from\s+/)[0] ?? '').split(/\s+/).filter(Boolean));
    return declarations.flatMap(([property]) =>
      composed
        .filter((name) => layout.get(name)?.has(property))
        .map((name) => `${file}${selector} re-sets ${property} of ${name}`),
    );
  });
}

describe('page rules never re-set what they compose from ui/layout.module.css', () => {
  const layout = propertiesByClass('.grid { display: grid; gap: var(--grid-gap, 1rem); --n: 1; }');
  it.each([
    ["composes: grid from '../../ui/layout.module.css'; gap: 2rem", 1],
    ["composes: grid from '../../ui/layout.module.css'; --grid-gap: 2rem", 0],
    ["composes: grid from '../../ui/layout.module.css'; --n: 2; color: red", 0],
    ["composes: grid from './other.module.css'; gap: 2rem", 0],
  ])('%s: %i found', (body, count) => {
    expect(resetComposedProperties(`.x { ${body}; }`, layout)).toHaveLength(count);
  });

  it('finds none in src/', () => {
    const layoutClasses = propertiesByClass(readFileSync(LAYOUT, 'utf8'));
    const found = cssModules(SRC)
      .filter((file) => file !== LAYOUT)
      .flatMap((file) =>
        resetComposedProperties(readFileSync(file, 'utf8'), layoutClasses, `${relative(SRC, file)}: `),
      );
    expect(found).toEqual([]);
  });
});
