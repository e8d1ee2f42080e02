/** A user's text as a LIKE "contains" pattern, with LIKE's own wildcards escaped (use ESCAPE '\'). */
export function containsPattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
