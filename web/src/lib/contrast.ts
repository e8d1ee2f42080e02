/**
 * Text contrast by WCAG 2.x (relative luminance, contrast ratio), and a readable text colour for
 * colours an operator's theme chose: the theme's colour if it is readable, else the nearest readable
 * shade of it (mixed towards black or white), so that a brand keeps its hue where it can.
 */

/** A colour's sRGB channels, 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** WCAG 2.x level AA for body text. */
export const AA_TEXT_CONTRAST = 4.5;

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * An opaque colour as a browser's computed style writes it: `rgb(…)`, `rgba(…)` or `color(srgb …)`.
 * Null for anything else, or a colour that is not opaque (what shows through it is not known here).
 */
export function parseColour(text: string): Rgb | null {
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(
    text.trim(),
  );
  if (rgb) return opaque(rgb[4]) ? channels(Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), 1) : null;
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)\s*(?:\/\s*([\d.]+%?)\s*)?\)$/.exec(
    text.trim(),
  );
  if (srgb) return opaque(srgb[4]) ? channels(Number(srgb[1]), Number(srgb[2]), Number(srgb[3]), 255) : null;
  return null;
}

function opaque(alpha: string | undefined): boolean {
  return alpha === undefined || alpha === '1' || alpha === '100%';
}

function channels(r: number, g: number, b: number, scale: number): Rgb | null {
  const channel = (v: number) => Math.round(Math.min(255, Math.max(0, v * scale)));
  const out = { r: channel(r), g: channel(g), b: channel(b) };
  return Number.isNaN(out.r + out.g + out.b) ? null : out;
}

export function formatColour({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** WCAG 2.x relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function worstContrast(text: Rgb, backgrounds: readonly Rgb[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return { r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b) };
}

/**
 * `text` when it reaches AA on every one of `backgrounds`; else the least-changed shade of it that
 * does (5 % steps towards black or white); else whichever of black and white reads better.
 */
export function readableTextColour(text: Rgb, backgrounds: readonly Rgb[]): Rgb {
  if (backgrounds.length === 0 || worstContrast(text, backgrounds) >= AA_TEXT_CONTRAST) return text;
  for (let step = 1; step <= 20; step += 1) {
    const shades = [mix(text, BLACK, step / 20), mix(text, WHITE, step / 20)];
    const readable = shades
      .filter((shade) => worstContrast(shade, backgrounds) >= AA_TEXT_CONTRAST)
      .sort((a, b) => worstContrast(b, backgrounds) - worstContrast(a, backgrounds));
    if (readable[0]) return readable[0];
  }
  return worstContrast(BLACK, backgrounds) >= worstContrast(WHITE, backgrounds) ? BLACK : WHITE;
}
