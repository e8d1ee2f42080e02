/**
 * Form-encoded fields as Django reads them. The client passes typed values and encodes them; the
 * server receives strings, or a list when a key is repeated.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { queryInt } from '../query.ts';

export const formText = lazySchema(() => z.string().check(z.maxLength(200)));

/** Django's `request.POST[key]` reads the last value sent for a repeated key. */
export const lastValue = lazySchema(() =>
  z.pipe(
    z.union([formText, z.array(formText)]),
    z.transform((value: string | string[]) => (Array.isArray(value) ? (value.at(-1) ?? '') : value)),
  ),
);

/** Django's `request.POST.getlist(key)`: every value sent for the key, in order (at most 100). */
export const allValues = lazySchema(() =>
  z.pipe(
    z.union([formText, z.array(formText).check(z.maxLength(100))]),
    z.transform((value: string | string[]) => (Array.isArray(value) ? value : [value])),
  ),
);

/**
 * A yes/no field as the client passes it (a boolean) or the server receives it (the last text sent).
 * The text is read by `truthValue`, which a view applies only where it knows the field.
 */
export const formFlag = lazySchema(() => z.union([z.boolean(), lastValue]));

const TRUE_TEXTS = new Set(['y', 'yes', 't', 'true', 'on', '1']);
const FALSE_TEXTS = new Set(['n', 'no', 'f', 'false', 'off', '0']);

/**
 * edx-search's `normalize_bool` (`search/utils.py`): the truth texts it knows, in any case; null for
 * any other text, which it refuses (`Invalid truth value: '…'`).
 */
export function truthValue(value: boolean | string): boolean | null {
  if (typeof value === 'boolean') return value;
  const lower = value.toLowerCase();
  if (TRUE_TEXTS.has(lower)) return true;
  if (FALSE_TEXTS.has(lower)) return false;
  return null;
}

/** A whole number (0 to 999 999 999): the client passes a number, the server reads its text. */
export const formInt = lazySchema(() => z.pipe(z.union([z.number(), lastValue]), queryInt));
