/**
 * Building blocks for answers from a server we do not control: extra fields are ignored (zod objects
 * strip them), optional fields get safe defaults, and list items are validated one by one so that one
 * bad item never hides the good ones.
 */
import * as z from 'zod/mini';

export type DroppedItemReporter = (where: string, issues: readonly z.core.$ZodIssue[]) => void;

let reportDroppedItem: DroppedItemReporter = () => {};

/** The web app logs dropped items in development; the server's tests make them fail. */
export function setDroppedItemReporter(reporter: DroppedItemReporter): void {
  reportDroppedItem = reporter;
}

/** An array whose invalid items are dropped (and reported) instead of failing the whole answer. */
export function lenientArray<T extends z.ZodMiniType>(item: T, where: string) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items: unknown[]) =>
      items.flatMap((raw) => {
        const result = item.safeParse(raw);
        if (result.success) return [result.data];
        reportDroppedItem(where, result.error.issues);
        return [];
      }),
    ),
  );
}

/** A list that may also be missing or null: it becomes an empty list. */
export function listOrEmpty<T extends z.ZodMiniType>(item: T, where: string) {
  return z.pipe(
    z.pipe(
      z.nullish(z.array(z.unknown())),
      z.transform((v: unknown[] | null | undefined) => v ?? []),
    ),
    lenientArray(item, where),
  );
}

/** A value that may be missing or null; it stays null. */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? null),
  );
}

/**
 * An object that may be missing or null: it is then read as `{}`, so that each of its fields takes
 * its own default (a missing `{ has_image: flag, url: optionalText }` is `{ has_image: false, url: null }`).
 */
export function objectOrDefaults<T extends z.ZodMiniType<object>>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined): z.output<T> => v ?? schema.parse({})),
  );
}

/** A string that may be missing or null; it becomes ''. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v: string | null | undefined) => v ?? ''),
);

/** A string that may be missing; it becomes null. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((v: string | null | undefined) => v ?? null),
);

/** A number that may be missing or null; it becomes the given default. */
export function count(fallback = 0) {
  return z.pipe(
    z.nullish(z.number()),
    z.transform((v: number | null | undefined) => v ?? fallback),
  );
}

/** A number that may be missing or null; it stays null. */
export const optionalNumber = z.pipe(
  z.nullish(z.number()),
  z.transform((v: number | null | undefined) => v ?? null),
);

/** A flag that may be missing or null; it becomes false. */
export const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((v: boolean | null | undefined) => v ?? false),
);

/** A map of values by key, `{}` when missing or null; a value that is not `value` is dropped. */
export function lenientRecord<T extends z.ZodMiniType>(value: T) {
  return z.pipe(
    z.nullish(z.record(z.string(), z.unknown())),
    z.transform((map: Record<string, unknown> | null | undefined) => {
      const out: Record<string, z.output<T>> = {};
      for (const [key, raw] of Object.entries(map ?? {})) {
        const parsed = value.safeParse(raw);
        if (parsed.success) out[key] = parsed.data;
      }
      return out;
    }),
  );
}

/** Text keyed by language code ({ en: '…', ar: '…' }); non-string values are dropped. */
export const languageMap = lenientRecord(z.string());

/** An ISO timestamp, or null when missing or not a date. */
export const isoDate = z.pipe(
  z.nullish(z.string()),
  z.transform((v: string | null | undefined) => (v && !Number.isNaN(Date.parse(v)) ? v : null)),
);

/** A JSON-encoded value read by `schema`; anything else fails (the reader then keeps its default). */
export function jsonEncoded<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((raw: string, ctx) => {
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: 'not JSON', input: raw });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );
}
