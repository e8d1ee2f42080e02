/** A request body as its content type wants it: JSON, or a form as Django views read one. */
import type { BodyType } from '@atrium/contract';

type FormValue = string | number | boolean | null | undefined;

export function encodeBody(bodyType: BodyType | undefined, body: unknown): string {
  if (bodyType !== 'application/x-www-form-urlencoded') return JSON.stringify(body);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, FormValue | FormValue[]>)) {
    // A list repeats its key; an absent value sends nothing.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) form.append(key, String(item));
    }
  }
  return form.toString();
}
