/**
 * Images from the catalogue: `course_image_url` is a path on the LMS (docs/contract.md, B11), other
 * images are absolute. Only http(s) or relative URLs survive (lib/safeUrl.ts); anything else is null,
 * and the card shows its fallback.
 */
import { safeUrl } from '../../lib/safeUrl.ts';

export function lmsImageUrl(value: string | null | undefined, lmsBaseUrl: string): string | null {
  const safe = safeUrl(value);
  if (safe === null) return null;
  // "/path" is on the LMS; "//host/path" and "https://…" already name their host.
  if (safe.startsWith('/') && !safe.startsWith('//')) return `${lmsBaseUrl.replace(/\/+$/, '')}${safe}`;
  if (/^https?:/i.test(safe) || safe.startsWith('//')) return safe;
  return `${lmsBaseUrl.replace(/\/+$/, '')}/${safe}`;
}

/**
 * The same picture as a full `http(s)` address, for what is read away from the page (a shared link's
 * preview, JSON-LD): a protocol-relative `//host/…` takes the LMS's scheme. Null when it is none.
 */
export function absoluteImageUrl(value: string | null | undefined, lmsBaseUrl: string): string | null {
  const shown = lmsImageUrl(value, lmsBaseUrl);
  if (shown === null) return null;
  try {
    const url = new URL(shown, lmsBaseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
