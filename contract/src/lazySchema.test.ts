import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';

describe('lazySchema', () => {
  it('builds nothing until used, then builds once', () => {
    let builds = 0;
    const Named = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string() });
    });
    expect(builds).toBe(0);
    expect(Named.parse({ name: 'a', extra: 1 })).toEqual({ name: 'a' });
    expect(Named.safeParse({ name: 2 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it.each([
    ['a valid answer', { id: 3, tags: ['x'] }, true],
    ['a missing field', { tags: [] }, false],
    ['a wrong item', { id: 3, tags: [1] }, false],
  ])('parses %s as the schema itself does', (_, input, ok) => {
    const build = () => z.object({ id: z.number(), tags: z.array(z.string()) });
    expect(lazySchema(build).safeParse(input)).toEqual(build().safeParse(input));
    expect(lazySchema(build).safeParse(input).success).toBe(ok);
  });

  it('composes: inside another schema, and its shape spread into a new one', () => {
    const Base = lazySchema(() => z.object({ id: z.number() }));
    const Holder = z.object({ base: Base, list: z.array(Base) });
    expect(Holder.parse({ base: { id: 1 }, list: [{ id: 2 }] })).toEqual({
      base: { id: 1 },
      list: [{ id: 2 }],
    });
    const Extended = lazySchema(() => z.object({ ...Base.shape, name: z.string() }));
    expect(Extended.safeParse({ id: 1 }).success).toBe(false);
    expect(Extended.parse({ id: 1, name: 'n' })).toEqual({ id: 1, name: 'n' });
  });

  it('is seen as the schema by zod (instanceof, its internals, its keys)', () => {
    const Lazy = lazySchema(() => z.object({ id: z.number() }));
    expect(Lazy instanceof z.ZodMiniObject).toBe(true);
    expect(Lazy._zod.def.type).toBe('object');
    expect(Object.keys(Lazy.shape)).toEqual(['id']);
    expect('_zod' in Lazy).toBe(true);
  });
});

/**
 * A schema a module builds as it loads would be built again by the browser's first task on every page
 * (lazySchema.ts says why): each module-level schema of the contract is lazy, but the small building
 * blocks the others are made of.
 */
describe('the contract builds no call schema as it loads', () => {
  const BUILDING_BLOCKS = new Set(['lenient.ts', 'query.ts', 'endpoint.ts', 'lazySchema.ts']);
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
      return /(?<!\.test)\.ts$/.test(entry.name) && !BUILDING_BLOCKS.has(entry.name) ? [path] : [];
    });
  const eager =
    /^(?:export )?const (\w+)(?:: [^=]+)? = (?:z\s|z\.|lenientArray\(|lenientRecord\(|listOrEmpty\(|page\(|orNull\(|jsonEncoded\()/gm;
  const eagerEndpointPart = /^\s+(?:response|query|body): (?:z\.|page\()/gm;

  it.each(
    sources(join(import.meta.dirname)).map((path) => [path.slice(import.meta.dirname.length + 1), path]),
  )('%s', (_, path) => {
    const source = readFileSync(path, 'utf8');
    expect([...source.matchAll(eager)].map((match) => match[1])).toEqual([]);
    // In an endpoint table only: elsewhere a field may be called `query`.
    const endpointParts = source.includes('endpoint({') ? [...source.matchAll(eagerEndpointPart)] : [];
    expect(endpointParts.map((match) => match[0].trim())).toEqual([]);
  });
});
