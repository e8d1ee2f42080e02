/**
 * The broader form of a long search text: any of its words (of three letters or more) may match,
 * best matches first (bm25). Discovery search uses it when every-word matching finds at most one
 * item, as a relevance engine would — so a course's full name (the course page's "similar courses",
 * docs/contract.md, B14) finds the courses that share its words. Short texts keep every-word matching.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MIN_WORDS = 3;
const MAX_WORDS = 12;

export function toAnyWordFtsQuery(text: string | undefined): string | null {
  const words = (text ?? '').normalize('NFKC').match(WORD) ?? [];
  if (words.length < MIN_WORDS) return null;
  const significant = [...new Set(words.filter((word) => word.length >= 3))].slice(0, MAX_WORDS);
  if (significant.length === 0) return null;
  return significant.map((word) => `"${word}"*`).join(' OR ');
}
