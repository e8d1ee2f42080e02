/** A form body as Django views read one (`request.POST`). */

type FormValue = string | number | boolean | null | undefined;

/** A list repeats its key; an absent value sends nothing. */
export function encodeForm(body: Readonly<Record<string, FormValue | readonly FormValue[]>>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? (value as readonly FormValue[]) : [value]) {
      if (item !== undefined && item !== null) form.append(key, String(item));
    }
  }
  return form.toString();
}
