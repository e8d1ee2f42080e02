/**
 * The broader form of a long search text: any of its words (of three letters or more) may match,
 * best matches first (bm25). Discovery search uses it when every-word matching finds at most one
 * item, as a relevance engine would. Short texts keep every-word matching.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MIN_WORDS = 3;
const MAX_WORDS = 12;

const wordsOf = (text: string | undefined) => (text ?? '').normalize('NFKC').match(WORD) ?? [];

/** Any of the text's distinct words of three letters or more, quoted and prefix-matched; null if none. */
export function anyWordFts(text: string | undefined): string | null {
  const significant = [...new Set(wordsOf(text).filter((word) => word.length >= 3))].slice(0, MAX_WORDS);
  if (significant.length === 0) return null;
  return significant.map((word) => `"${word}"*`).join(' OR ');
}

/** `anyWordFts` for texts of three words or more; null for shorter ones. */
export function toAnyWordFtsQuery(text: string | undefined): string | null {
  return wordsOf(text).length < MIN_WORDS ? null : anyWordFts(text);
}
