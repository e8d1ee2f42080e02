/**
 * A message compiled to ICU AST, formatted with its values: the part of ICU MessageFormat that
 * Atrium's catalogues use — text, `{name}`, `{n, number}`, `select`, cardinal and ordinal `plural`
 * (exact `=N` cases first, then the locale's categories, with `#`) and rich-text tags. It replaces
 * intl-messageformat, whose general machinery (date and time styles, named formats, caches of its
 * own) every page's first load carried; formatElements.test.ts holds it to intl-messageformat's
 * output for every message of every catalogue. Anything else throws, as a missing value does: the
 * caller (appIntl.ts) then falls back to the English default.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { plainInteger } from './plainInteger.ts';

/** The formatters a message needs, shared with the intl object so each is built once. */
export interface ElementFormatters {
  getNumberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  getPluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules;
}

/** A value is text, a number, or anything a tag function or a value may stand for (a React node). */
type Values = Readonly<Record<string, unknown>>;

/** A run of output: text (adjacent runs are joined) or an object such as a React element. */
type Part = { text: true; value: string } | { text: false; value: unknown };

/** A small whole number needs no formatter of its own (plainInteger.ts); any other asks Intl. */
const numberText = (locale: string, formatters: ElementFormatters, value: number): string =>
  plainInteger(locale, value) ?? formatters.getNumberFormat(locale).format(value);

const own = <T>(options: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(options, key) ? options[key] : undefined;

const part = (value: unknown): Part =>
  typeof value === 'string' ? { text: true, value } : { text: false, value };

function push(parts: Part[], next: Part): void {
  const last = parts.at(-1);
  if (last?.text && next.text) last.value += next.value;
  else parts.push(next);
}

/**
 * `pound` is the number a surrounding plural counts (what `#` shows); a select's cases do not see it,
 * and tags' contents do, as in intl-messageformat.
 */
function partsOf(
  elements: readonly MessageFormatElement[],
  locale: string,
  formatters: ElementFormatters,
  values: Values | undefined,
  pound?: number,
): Part[] {
  const parts: Part[] = [];
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      push(parts, { text: true, value: element.value });
      continue;
    }
    if (element.type === TYPE.pound) {
      if (typeof pound === 'number') {
        push(parts, { text: true, value: numberText(locale, formatters, pound) });
      }
      continue;
    }
    if (!values || !(element.value in values)) {
      throw new Error(`The message needs a value for "${element.value}"`);
    }
    const value = values[element.value];
    switch (element.type) {
      case TYPE.argument:
        // A number or a bigint shows as written (no grouping); other empty values show nothing.
        push(
          parts,
          part(
            typeof value === 'number' || typeof value === 'bigint'
              ? String(value)
              : typeof value === 'string' || value
                ? value
                : '',
          ),
        );
        break;
      case TYPE.number:
        if (element.style !== null) throw new Error(`Number styles are not supported ("${element.value}")`);
        push(parts, { text: true, value: numberText(locale, formatters, value as number) });
        break;
      case TYPE.tag: {
        if (typeof value !== 'function') throw new Error(`The tag <${element.value}> needs a function`);
        const inner = partsOf(element.children, locale, formatters, values, pound).map((p) => p.value);
        const chunks = (value as (chunks: unknown[]) => unknown)(inner);
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(parts, part(chunk));
        break;
      }
      case TYPE.select: {
        const chosen = own(element.options, String(value)) ?? element.options.other;
        if (!chosen) throw new Error(`"${element.value}" has no case for ${String(value)}`);
        for (const p of partsOf(chosen.value, locale, formatters, values)) push(parts, p);
        break;
      }
      case TYPE.plural: {
        const count = Number(value) - element.offset;
        const chosen =
          own(element.options, `=${String(value)}`) ??
          own(
            element.options,
            formatters.getPluralRules(locale, { type: element.pluralType }).select(count),
          ) ??
          element.options.other;
        if (!chosen) throw new Error(`"${element.value}" has no case for ${String(value)}`);
        for (const p of partsOf(chosen.value, locale, formatters, values, count)) push(parts, p);
        break;
      }
      default:
        throw new Error(`Dates and times are formatted by the caller, not in messages ("${element.value}")`);
    }
  }
  return parts;
}

/**
 * The message's text, or, when a value or a tag gave an object (a React element), the list of its
 * pieces with adjacent text joined, as intl-messageformat's `format` answers.
 */
export function formatElements(
  elements: readonly MessageFormatElement[],
  locale: string,
  formatters: ElementFormatters,
  values?: Values,
): unknown {
  const parts = partsOf(elements, locale, formatters, values);
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]?.value;
  return parts.map((p) => p.value);
}
