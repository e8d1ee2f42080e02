/** Generated SVG images (logo, banner, portraits' initials) and their frame; covers are in art.ts. */
import { escapeHtml } from '../http/html.ts';

/** A stable hue for a text: FNV-1a, then mixed (murmur3's finaliser) so that similar names spread. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % 360;
}

/** Up to three initials of the words of a slug or name ("northwind-institute" → "NI"). */
export function initialsOf(text: string): string {
  const words = text.split(/[\s_-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w.charAt(0)) : [(words[0] ?? '?').slice(0, 2)];
  return letters.slice(0, 3).join('').toUpperCase();
}

/** An SVG document sized with width and height; a label only where the picture stands for something. */
export const svg = (width: number, height: number, body: string, label?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${label === undefined ? '' : ` role="img" aria-label="${escapeHtml(label)}"`}>${body}</svg>`;

export function logoSvg(): string {
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="#1f3a5f"/><path d="M14 50 32 12l18 38h-9l-9-20-9 20z" fill="#f5b942"/><rect x="24" y="40" width="16" height="4" fill="#f5b942"/>`,
    'Atrium',
  );
}

/** A portrait placeholder: the person's initials on a disc. */
export function monogramSvg(name: string, size: number): string {
  const hue = hueOf(name);
  return svg(
    size,
    size,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="hsl(${hue} 55% 42%)"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size * 0.36}" font-weight="700" fill="#fff">${escapeHtml(initialsOf(name))}</text>`,
    name,
  );
}

export function bannerSvg(): string {
  return svg(
    960,
    540,
    `<rect width="960" height="540" fill="#e8eef8"/><circle cx="720" cy="250" r="200" fill="#1f3a5f"/><rect x="560" y="300" width="320" height="180" rx="16" fill="#f5b942"/><circle cx="300" cy="380" r="120" fill="#9fb7dd"/><rect x="140" y="120" width="240" height="150" rx="12" fill="#fff" stroke="#1f3a5f" stroke-width="6"/>`,
    'Learners at work',
  );
}
