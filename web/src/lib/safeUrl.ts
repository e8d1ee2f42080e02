/** Any base works: it only lets relative URLs parse; their scheme is then the base's (http). */
const RELATIVE_BASE = 'http://relative.invalid/';

/**
 * Keeps a URL from the server only when it is `http(s):` or relative; anything else (`javascript:`,
 * `data:`, `vbscript:`…, including obfuscated forms that browsers normalise) becomes null.
 */
export function safeUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const { protocol } = new URL(trimmed, RELATIVE_BASE);
    return protocol === 'http:' || protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
