/**
 * Query-string values. The web app passes typed values; the server receives strings. Each schema
 * accepts both and yields the typed value, so one schema serves both sides.
 */
import * as z from 'zod/mini';

// Both branches accept the same values (0 to 999 999 999): what the web app may send, the server accepts.
export const queryInt = z.pipe(
  z.union([z.number().check(z.int(), z.gte(0), z.lte(999_999_999)), z.string().check(z.regex(/^\d{1,9}$/))]),
  z.transform((v: number | string) => Number(v)),
);

export const queryBool = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((v: boolean | 'true' | 'false') => v === true || v === 'true'),
);

export const queryText = z.string().check(z.maxLength(200));

/** A page number (1-based) or page size: a positive whole number. */
export const queryPage = queryInt.check(z.refine((n) => n >= 1, 'must be 1 or more'));
