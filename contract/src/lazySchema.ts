/**
 * A schema built the first time it is used, not when its module loads.
 *
 * The browser's entry holds every call's schemas (docs/decisions/call-schemas-in-entry.md), and zod
 * builds a schema's internals when it is constructed: building all of them was the largest part of the
 * entry's first long task on a slow phone, while a page reads the answers of a few calls
 * (docs/decisions/lazy-schemas.md). The stand-in forwards everything to the schema, built once, so
 * it is used exactly as the schema itself: parsed, composed into other schemas, its `.shape` spread.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  // The proxy's own target stays an empty object: every trap answers for the built schema instead.
  return new Proxy({} as Schema, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not call a property non-configurable that its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
