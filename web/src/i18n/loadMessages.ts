/**
 * Compiled (AST) catalogues, one lazily loaded chunk per dictionary that ships. English is always
 * loaded underneath, so a message a translation lacks still reads in English, never as its id.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, dictionaryFor } from './locales.ts';

export type Messages = Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>('./compiled/*.json', { import: 'default' });

function loaderFor(dictionary: string): (() => Promise<Messages>) | undefined {
  return loaders[`./compiled/${dictionary}.json`];
}

/** Dictionaries present in this build (only English ships now; the others arrive as files). */
export const availableDictionaries: readonly string[] = Object.keys(loaders).map((path) =>
  path.replace('./compiled/', '').replace('.json', ''),
);

export interface LoadedLocale {
  /** The locale actually shown: `lang` must describe the text on screen, not only what was asked. */
  locale: string;
  messages: Messages;
}

export async function loadMessages(requested: string | null): Promise<LoadedLocale> {
  const dictionary = dictionaryFor(requested, availableDictionaries);
  const loadEnglish = loaderFor(DEFAULT_LOCALE);
  const loadDictionary = dictionary === DEFAULT_LOCALE ? undefined : loaderFor(dictionary);
  const [english, translated] = await Promise.all([loadEnglish?.() ?? {}, loadDictionary?.() ?? {}]);
  return { locale: dictionary, messages: { ...english, ...translated } };
}
