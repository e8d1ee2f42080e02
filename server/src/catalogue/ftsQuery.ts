/**
 * A visitor's search text as a safe FTS5 query: only letters, marks and digits survive, each word is
 * quoted (so no FTS syntax can be injected or cause an error) and prefix-matched ("pyth" finds Python);
 * all words must match.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MAX_WORDS = 12;

export function toFtsQuery(text: string | undefined): string | null {
  const words = (text ?? '').normalize('NFKC').match(WORD) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `"${word}"*`)
    .join(' ');
}
