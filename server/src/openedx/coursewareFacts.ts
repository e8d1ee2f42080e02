/**
 * What the courseware API derives from a course (openedx-platform
 * `openedx/core/djangoapps/courseware_api/views.py` `CoursewareMeta`, `serializers.py`): its price as
 * the LMS formats it, its escaped name, its prerequisites' display strings, and the answer trimmed to
 * `requested_fields`. Pure functions, table-tested.
 */
import type { StockMode } from './courseFacts.ts';

/**
 * `get_course_prices(course)[1]` (`common/djangoapps/course_modes/models.py`): the cheapest unexpired
 * mode's whole price after the currency symbol (`format_course_price`: `{symbol}{price}`), or `Free`
 * when it costs nothing. With no unexpired mode left the LMS falls back on its default mode (audit,
 * free), so that too is `Free`. A real LMS counts only the modes in its one registration currency; the
 * demo courses each have their own currency, whose symbol is used.
 */
export function coursePriceText(modes: readonly StockMode[], now: string): string {
  const unexpired = modes.filter((m) => m.expires === null || m.expires >= now);
  const cheapest = unexpired.reduce<StockMode | null>(
    (min, m) => (min === null || m.minPrice < min.minPrice ? m : min),
    null,
  );
  if (!cheapest || cheapest.minPrice <= 0) return 'Free';
  return `${currencySymbol(cheapest.currency)}${cheapest.minPrice}`;
}

/** The narrow symbol of a currency (`$`, `€`, `E£`), or its code in capitals when it has none. */
export function currencySymbol(code: string): string {
  const upper = code.toUpperCase();
  try {
    const parts = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: upper,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? upper;
  } catch {
    return upper;
  }
}

/** `display_name_with_default_escaped`: only `<` and `>` become entities (the LMS's own, incomplete, escaping). */
export const escapedName = (name: string): string => name.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `get_course_display_string`: the display org and the display number, joined by a space. */
export const courseDisplayString = (org: string, number: string): string => `${org} ${number}`;

/**
 * `requested_fields` as the serializer applies it: without the parameter every field; with it only
 * the fields named (comma-separated, exact names; an empty value keeps none).
 */
export function requestedFieldsOf<T extends object>(answer: T, requested: string | undefined): Partial<T> {
  if (requested === undefined) return answer;
  const allowed = new Set(requested.split(','));
  return Object.fromEntries(Object.entries(answer).filter(([key]) => allowed.has(key))) as Partial<T>;
}
