/** Generated SVG images (logo, partner logos, covers, avatars): deterministic colours from the name. */
import { escapeHtml } from '../http/html.ts';

/** A stable hue for a text (FNV-1a). */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 360;
}

/** Up to three initials of the words of a slug or name ("northwind-institute" → "NI"). */
export function initialsOf(text: string): string {
  const words = text.split(/[\s_-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w.charAt(0)) : [(words[0] ?? '?').slice(0, 2)];
  return letters.slice(0, 3).join('').toUpperCase();
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(label)}">${body}</svg>`;

export function logoSvg(): string {
  return svg(
    64,
    64,
    'Atrium',
    `<rect width="64" height="64" rx="14" fill="#1f3a5f"/><path d="M14 50 32 12l18 38h-9l-9-20-9 20z" fill="#f5b942"/><rect x="24" y="40" width="16" height="4" fill="#f5b942"/>`,
  );
}

export function monogramSvg(name: string, size = 160, round = false): string {
  const hue = hueOf(name);
  const shape = round
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="hsl(${hue} 55% 42%)"/>`
    : `<rect width="${size}" height="${size}" rx="${size / 8}" fill="hsl(${hue} 55% 42%)"/>`;
  return svg(
    size,
    size,
    name,
    `${shape}<text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size * 0.36}" font-weight="700" fill="#fff">${escapeHtml(initialsOf(name))}</text>`,
  );
}

export function coverSvg(name: string, width = 640, height = 360): string {
  const hue = hueOf(name);
  const title = name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return svg(
    width,
    height,
    title,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 55%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.82}" cy="${height * 0.22}" r="${height * 0.35}" fill="#fff" fill-opacity=".08"/><circle cx="${width * 0.1}" cy="${height}" r="${height * 0.45}" fill="#000" fill-opacity=".08"/>
<text x="32" y="${height - 36}" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeHtml(title.slice(0, 40))}</text>`,
  );
}

export function bannerSvg(): string {
  return svg(
    960,
    540,
    'Learners at work',
    `<rect width="960" height="540" fill="#e8eef8"/><circle cx="720" cy="250" r="200" fill="#1f3a5f"/><rect x="560" y="300" width="320" height="180" rx="16" fill="#f5b942"/><circle cx="300" cy="380" r="120" fill="#9fb7dd"/><rect x="140" y="120" width="240" height="150" rx="12" fill="#fff" stroke="#1f3a5f" stroke-width="6"/>`,
  );
}
