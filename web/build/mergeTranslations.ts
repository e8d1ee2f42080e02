/**
 * What `make pull_translations` makes of the dictionaries `atlas pull` brought from an operator's
 * translations repository (docs/decisions/translations-with-atlas.md): each merged over the dictionary
 * Atrium ships for that language, or added as a new one. Pure; pullTranslations.ts reads and writes.
 *
 * A pulled text wins when it is usable; anything else keeps the shipped text, so a bad pull never
 * leaves a string blank or breaks a page: an id the code does not use is dropped, a text that is not
 * ICU MessageFormat or that names a value the code does not give is refused, and each says why.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A dictionary as atlas delivers it and Atrium keeps it: flat, message id → ICU text. */
export type Catalogue = Record<string, string>;

const ENGLISH = 'en';

/**
 * The dictionary a pulled file is for: Transifex names files `es_419.json`, `zh_CN.json`, `fr.json`,
 * Atrium `es-419.json`, `zh-cn.json`, `fr.json`. Null for a file that is not a language’s dictionary
 * (a README, `transifex_input.json`).
 */
export function dictionaryName(fileName: string): string | null {
  const match = /^([a-z]{2,3}(?:[_-][a-z0-9]{2,8})*)\.json$/i.exec(fileName);
  return match?.[1] ? match[1].toLowerCase().replace(/_/g, '-') : null;
}

/**
 * The shipped dictionary that fills what a pulled one lacks: its own, else one of the same language
 * (`pt-br` → `pt-pt`, `fr-ca` → `fr`, as the app's locale table reads them), else English.
 */
export function fallbackDictionary(name: string, shipped: readonly string[]): string {
  if (shipped.includes(name)) return name;
  const language = name.split('-')[0];
  return shipped.find((other) => other.split('-')[0] === language) ?? ENGLISH;
}

function collectArguments(elements: readonly MessageFormatElement[], names: Set<string>): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) collectArguments(option.value, names);
    }
    if (element.type === TYPE.tag) collectArguments(element.children, names);
  }
  return names;
}

/**
 * Why a pulled text cannot be used for a message whose English is `english`, or null when it can.
 * A value or tag the English does not have would be missing when the page formats the text.
 */
export function refusal(text: string, english: string): string | null {
  let elements: MessageFormatElement[];
  try {
    elements = parse(text);
  } catch (error) {
    return `is not ICU MessageFormat (${error instanceof Error ? error.message : String(error)})`;
  }
  const given = collectArguments(parse(english), new Set());
  const unknown = [...collectArguments(elements, new Set())].filter((name) => !given.has(name));
  return unknown.length > 0
    ? `uses ${unknown.map((name) => `{${name}}`).join(', ')}, which the code does not give`
    : null;
}

export interface Merged {
  catalogue: Catalogue;
  /** One line per pulled message that was not used, and why. */
  warnings: string[];
}

/**
 * One dictionary: every id the code uses (`used`: id → English, in the code's order), with the
 * pulled text where it is usable and the fallback's (or, lacking that, the English) otherwise.
 * An empty pulled text is an untranslated one: it falls back without a warning.
 */
export function mergeCatalogue(pulledJson: string, fallback: Catalogue, used: Catalogue): Merged {
  let pulled: unknown;
  try {
    pulled = JSON.parse(pulledJson);
  } catch {
    pulled = null;
  }
  if (typeof pulled !== 'object' || pulled === null || Array.isArray(pulled)) {
    return {
      catalogue: fill({}, fallback, used),
      warnings: ['is not a JSON object of message id → text; the shipped texts are kept'],
    };
  }
  const usable: Catalogue = {};
  const warnings: string[] = [];
  for (const [id, text] of Object.entries(pulled)) {
    const english = used[id];
    if (english === undefined) warnings.push(`"${id}" is not used by Atrium; dropped`);
    else if (typeof text !== 'string') warnings.push(`"${id}" is not a text; the shipped one is kept`);
    else if (text.trim() !== '') {
      const why = refusal(text, english);
      if (why === null) usable[id] = text;
      else warnings.push(`"${id}" ${why}; the shipped text is kept`);
    }
  }
  return { catalogue: fill(usable, fallback, used), warnings };
}

function fill(usable: Catalogue, fallback: Catalogue, used: Catalogue): Catalogue {
  const catalogue: Catalogue = {};
  for (const [id, english] of Object.entries(used)) catalogue[id] = usable[id] ?? fallback[id] ?? english;
  return catalogue;
}

export interface Plan {
  /** Every dictionary the build should have, by name (`fr`, `uk`), English included. */
  dictionaries: Record<string, Catalogue>;
  /** The dictionaries a pulled file changed or added. */
  pulled: string[];
  warnings: string[];
}

/**
 * The shipped dictionaries with every pulled file merged in. English is not merged: the code's own
 * `defaultMessage` is what English shows (docs/decisions/english-compiled-in.md).
 */
export function planDictionaries(
  shipped: Readonly<Record<string, Catalogue>>,
  pulledFiles: Readonly<Record<string, string>>,
  used: Catalogue,
): Plan {
  const dictionaries: Record<string, Catalogue> = { ...shipped };
  const names = Object.keys(shipped);
  const pulled: string[] = [];
  const warnings: string[] = [];
  for (const [file, json] of Object.entries(pulledFiles).sort(([a], [b]) => a.localeCompare(b))) {
    const name = dictionaryName(file);
    if (name === null) {
      warnings.push(`${file}: not a language’s dictionary (<language>.json); ignored`);
      continue;
    }
    if (name === ENGLISH) {
      warnings.push(`${file}: English is the code’s own text and cannot be replaced here; ignored`);
      continue;
    }
    const fallback = shipped[fallbackDictionary(name, names)] ?? used;
    const merged = mergeCatalogue(json, fallback, used);
    dictionaries[name] = merged.catalogue;
    pulled.push(name);
    warnings.push(...merged.warnings.map((warning) => `${file}: ${warning}`));
  }
  return { dictionaries, pulled, warnings };
}
