/**
 * The dictionary of the active language, compiled to AST and loaded lazily (one chunk per language).
 * English has none to load: its text is each message's `defaultMessage`, compiled into the code
 * that uses it (build/compileMessageDescriptors.ts), which is also what a missing translation shows.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, dictionaryFor } from './locales.ts';

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
  /** The dictionary actually shown: `lang` must describe the text on screen, not only what was asked. */
  locale: string;
  messages: Messages;
}

export async function loadMessages(requested: string | null): Promise<LoadedLocale> {
  const dictionary = dictionaryFor(requested, availableDictionaries);
  const load = loaders[`./compiled/${dictionary}.json`];
  return { locale: dictionary, messages: load ? await load() : {} };
}
