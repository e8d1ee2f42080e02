/**
 * The `intl` object components read with react-intl's `useIntl()` (handed to `RawIntlProvider`).
 *
 * Why not react-intl's `IntlProvider`: its `createIntl` brings every formatter @formatjs/intl has
 * (relative time, lists, durations, ranges, plurals, option tables, error classes) into every page's
 * first load. Atrium formats messages, numbers, dates and display names; those are formatted here
 * with formatElements.ts and `Intl`, following react-intl's rules (a message missing from the
 * dictionary shows its English default, formatted by English rules; one that fails to format falls
 * back to the default, then to its id). A formatter Atrium does not use throws, so its first use
 * fails its first test instead of showing wrong text. appIntl.test.tsx holds it to react-intl.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor, MessageFormatElement } from 'react-intl';
import type { Messages } from './loadMessages.ts';
import { formatElements } from './formatElements.ts';
import { plainInteger } from './plainInteger.ts';

type Formatters = IntlShape['formatters'];
type Values = Record<string, unknown>;

/**
 * Rich-text chunks become a list of children: each element gets its position as key, as react-intl
 * gives it, so React warns about nothing (message chunks never reorder).
 */
function keyed(chunks: ReactNode[]): ReactNode[] {
  return Children.toArray(chunks).map((chunk, index) =>
    isValidElement(chunk) ? createElement(Fragment, { key: index }, chunk) : chunk,
  );
}

/** Values whose tag functions receive keyed chunks (`<b>…</b>` → `b: (chunks) => …`). */
function withKeyedTags(values: Values | undefined): Values | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => (value as (parts: ReactNode[]) => ReactNode)(keyed(chunks))
        : value,
    ]),
  );
}

/** One formatter per constructor and arguments, made on first use: building them is the slow part. */
function cached<A extends unknown[], F>(make: (...args: A) => F): (...args: A) => F {
  const made = new Map<string, F>();
  return (...args) => {
    const key = JSON.stringify(args);
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(...args)));
    return formatter;
  };
}

function notUsed(name: string): never {
  throw new Error(`intl.${name} is not part of Atrium's intl object (src/i18n/appIntl.ts): add it there`);
}

/** A formatting problem never breaks the page; development shows it in the console. */
function onError(error: unknown): void {
  if (import.meta.env.DEV) console.error(error);
}

export function createAppIntl(locale: string, defaultLocale: string, messages: Messages): IntlShape {
  const shared = {
    getNumberFormat: cached(
      (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    ),
    getDateTimeFormat: cached(
      (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    ),
    getPluralRules: cached(
      (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    ),
  };
  const formatters: Formatters = {
    ...shared,
    // Messages are formatted by formatElements with the shared formatters; nothing asks for this one.
    getMessageFormat: () => notUsed('formatters.getMessageFormat'),
    getDisplayNames: cached(
      (...args: ConstructorParameters<typeof Intl.DisplayNames>) => new Intl.DisplayNames(...args),
    ),
    getRelativeTimeFormat: () => notUsed('formatters.getRelativeTimeFormat'),
    getListFormat: () => notUsed('formatters.getListFormat'),
    getDurationFormat: () => notUsed('formatters.getDurationFormat'),
  };

  /** The text of `message` in `messageLocale`, or null (reported) when it cannot be formatted. */
  const attempt = (message: string | MessageFormatElement[], messageLocale: string, values?: Values) => {
    try {
      // Text is compiled to AST for the browser (whose bundle has no parser: this parse throws there,
      // and the fallback applies); tests hand some messages over as written.
      const elements = typeof message === 'string' ? parse(message) : message;
      return formatElements(elements, messageLocale, shared, values) as ReactNode;
    } catch (error) {
      onError(error);
      return null;
    }
  };

  const formatMessage = (descriptor: MessageDescriptor, rawValues?: Values): ReactNode => {
    const { id, defaultMessage: fallback } = descriptor;
    if (!id) throw new Error('A message needs an id');
    const values = withKeyedTags(rawValues);
    const translated = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (!translated && (!fallback || locale.toLowerCase() !== defaultLocale.toLowerCase())) {
      onError(new Error(`Missing message "${id}" for locale "${locale}"`));
    }
    const result =
      (translated ? attempt(translated, locale, values) : null) ??
      (fallback ? attempt(fallback, defaultLocale, values) : null) ??
      (typeof fallback === 'string' ? fallback : id);
    return Array.isArray(result) ? keyed(result as ReactNode[]) : result;
  };

  const date = (value?: Date | number | string) => (typeof value === 'string' ? new Date(value || 0) : value);
  return {
    locale,
    defaultLocale,
    messages,
    formats: {},
    defaultFormats: {},
    fallbackOnEmptyString: true,
    onError,
    formatters,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    $t: formatMessage as IntlShape['formatMessage'],
    formatNumber: (value, options) => {
      try {
        const plain = options === undefined ? plainInteger(locale, value) : undefined;
        return plain ?? formatters.getNumberFormat(locale, options).format(value);
      } catch (error) {
        onError(error);
        return String(value);
      }
    },
    formatDate: (value, options) => {
      try {
        return formatters.getDateTimeFormat(locale, options).format(date(value));
      } catch (error) {
        onError(error);
        return String(date(value));
      }
    },
    formatDisplayName: (value, options) => {
      try {
        return formatters.getDisplayNames(locale, options).of(value);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    formatTime: () => notUsed('formatTime'),
    formatDateToParts: () => notUsed('formatDateToParts'),
    formatTimeToParts: () => notUsed('formatTimeToParts'),
    formatDateTimeRange: () => notUsed('formatDateTimeRange'),
    formatRelativeTime: () => notUsed('formatRelativeTime'),
    formatNumberToParts: () => notUsed('formatNumberToParts'),
    formatPlural: () => notUsed('formatPlural'),
    formatList: () => notUsed('formatList'),
    formatListToParts: () => notUsed('formatListToParts'),
    formatDuration: () => notUsed('formatDuration'),
    formatDurationToParts: () => notUsed('formatDurationToParts'),
  };
}
