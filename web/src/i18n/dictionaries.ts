/**
 * The dictionaries in this build: every file in src/i18n/compiled when it was built — the ones Atrium
 * ships and any `make pull_translations` added (docs/decisions/translations-with-atlas.md) — each a
 * chunk of its own, loaded for its language only. The first load carries only their names.
 * English has no file to load: its text is compiled into the code (loadMessages.ts).
 */
import type { MessageFormatElement } from 'react-intl';

export type Messages = Record<string, MessageFormatElement[]>;

export const dictionaryLoaders = import.meta.glob<Messages>(['./compiled/*.json', '!./compiled/en.json'], {
  import: 'default',
});

/** The names of the dictionaries in this build (`fr`, `uk`), English included. */
export const BUILD_DICTIONARIES: readonly string[] = [
  'en',
  ...Object.keys(dictionaryLoaders).map((path) => path.replace('./compiled/', '').replace('.json', '')),
];
