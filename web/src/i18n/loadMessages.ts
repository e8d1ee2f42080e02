/**
 * The dictionary of the active language, compiled to AST and loaded lazily (one chunk per language).
 * English has none to load: its text is each message's `defaultMessage`, compiled into the code
 * that uses it (build/compileMessageDescriptors.ts), which is also what a missing translation shows.
 */
import { dictionaryLoaders, type Messages } from './dictionaries.ts';
import { DEFAULT_LOCALE, localeFor, type Locale } from './locales.ts';

export type { Messages };

export interface LoadedLocale {
  /** The locale actually shown: `lang` must describe the text on screen, not only what was asked. */
  locale: Locale;
  messages: Messages;
}

/** The messages of a locale code; English (no download) when its dictionary is not in this build. */
export async function loadMessages(code: string | null): Promise<LoadedLocale> {
  const wanted = localeFor(code);
  const load = dictionaryLoaders[`./compiled/${wanted.dictionary}.json`];
  if (load) return { locale: wanted, messages: await load() };
  return { locale: localeFor(DEFAULT_LOCALE), messages: {} };
}
