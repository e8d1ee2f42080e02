/**
 * The dictionary of the active language, compiled to AST and loaded lazily (one chunk per language).
 * English has none to load: its text is each message's `defaultMessage`, compiled into the code
 * that uses it (build/compileMessageDescriptors.ts), which is also what a missing translation shows.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, localeFor, type Locale } from './locales.ts';

export type Messages = Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>(['./compiled/*.json', '!./compiled/en.json'], {
  import: 'default',
});

/** Dictionaries present in this build, English included. */
export const availableDictionaries: readonly string[] = [
  DEFAULT_LOCALE,
  ...Object.keys(loaders).map((path) => path.replace('./compiled/', '').replace('.json', '')),
];

export interface LoadedLocale {
  /** The locale actually shown: `lang` must describe the text on screen, not only what was asked. */
  locale: Locale;
  messages: Messages;
}

/** The messages of a locale code; English (no download) when its dictionary is not in this build. */
export async function loadMessages(code: string | null): Promise<LoadedLocale> {
  const wanted = localeFor(code);
  const load = loaders[`./compiled/${wanted.dictionary}.json`];
  if (load) return { locale: wanted, messages: await load() };
  return { locale: localeFor(DEFAULT_LOCALE), messages: {} };
}
