/**
 * Form-encoded fields as Django reads them. The client passes typed values and encodes them; the
 * server receives strings, or a list when a key is repeated.
 */
import * as z from 'zod/mini';
import { queryInt } from '../query.ts';

export const formText = z.string().check(z.maxLength(200));

/** Django's `request.POST[key]` reads the last value sent for a repeated key. */
export const lastValue = z.pipe(
  z.union([formText, z.array(formText)]),
  z.transform((value: string | string[]) => (Array.isArray(value) ? (value.at(-1) ?? '') : value)),
);

/** A whole number (0 to 999 999 999): the client passes a number, the server reads its text. */
export const formInt = z.pipe(z.union([z.number(), lastValue]), queryInt);
