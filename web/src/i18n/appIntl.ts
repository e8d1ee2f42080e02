/**
 * The `intl` object components read with react-intl's `useIntl()` (handed to `RawIntlProvider`).
 *
 * Why not react-intl's `IntlProvider`: its `createIntl` binds every formatter @formatjs/intl has
 * (relative time, lists, durations, ranges, plurals…), so all of them ride in every page's first load.
 * This object binds the same @formatjs/intl functions for what Atrium uses — messages, numbers, dates,
 * display names — so messages, fallbacks and errors behave exactly as before; a formatter Atrium does
 * not use throws, so a first use shows up in its first test rather than as wrong text.
 */
import {
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatDisplayName,
  formatMessage,
  formatNumber,
} from '@formatjs/intl';
import { Children, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { IntlMessageFormat } from 'intl-messageformat';
import type { IntlShape } from 'react-intl';
import type { Messages } from './loadMessages.ts';

type Formatters = IntlShape['formatters'];
type Config = Parameters<typeof formatMessage>[0];

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
function withKeyedTags(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
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

export function createAppIntl(locale: string, defaultLocale: string, messages: Messages): IntlShape {
  const config = { ...DEFAULT_INTL_CONFIG, locale, defaultLocale, messages } satisfies Config;
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
    // Messages format their numbers, dates and plurals with the same cached formatters.
    getMessageFormat: cached(
      (...[message, locales, formats, options]: ConstructorParameters<typeof IntlMessageFormat>) =>
        new IntlMessageFormat(message, locales, formats, { formatters: shared, ...options }),
    ),
    getDisplayNames: cached((...args) => new Intl.DisplayNames(...args)),
    getRelativeTimeFormat: () => notUsed('formatters.getRelativeTimeFormat'),
    getListFormat: () => notUsed('formatters.getListFormat'),
    getDurationFormat: () => notUsed('formatters.getDurationFormat'),
  };
  const message = (
    descriptor: Parameters<typeof formatMessage>[2],
    values?: Record<string, unknown>,
    options?: Parameters<typeof formatMessage>[4],
  ): ReactNode => {
    const result: unknown = formatMessage(
      config,
      formatters,
      descriptor,
      withKeyedTags(values) as never,
      options,
    );
    return Array.isArray(result) ? keyed(result as ReactNode[]) : (result as ReactNode);
  };
  return {
    ...config,
    formatters,
    formatMessage: message as IntlShape['formatMessage'],
    $t: message as IntlShape['formatMessage'],
    formatNumber: (value, options) => formatNumber(config, formatters.getNumberFormat, value, options),
    formatDate: (value, options) => formatDate(config, formatters.getDateTimeFormat, value, options),
    formatDisplayName: (value, options) =>
      formatDisplayName(config, formatters.getDisplayNames, value, options),
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
