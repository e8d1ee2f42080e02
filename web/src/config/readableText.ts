/**
 * Text stays readable (WCAG AA) whatever colours the operator's theme gives: each text token is
 * checked against the backgrounds Atrium draws it on, and a failing one is replaced on `<html>` by
 * the least-changed readable shade of it (lib/contrast.ts). Atrium's own tokens all pass, so without
 * a theme nothing changes.
 */
import { formatColour, parseColour, readableTextColour, type Rgb } from '../lib/contrast.ts';

/**
 * Each text token and the backgrounds it is drawn on (styles/tokens.css). The primary button's hover
 * fill is brand-strong as the theme gave it, even when brand-strong as text is replaced.
 */
export const TEXT_ON_BACKGROUNDS: readonly (readonly [string, readonly string[]])[] = [
  ['--color-text', ['--color-surface', '--color-surface-raised', '--color-brand-tint']],
  ['--color-heading', ['--color-surface', '--color-surface-raised']],
  ['--color-text-muted', ['--color-surface', '--color-surface-raised']],
  ['--color-brand-text', ['--color-surface', '--color-surface-raised', '--color-brand-tint']],
  ['--color-brand-strong', ['--color-surface', '--color-brand-tint']],
  ['--color-link', ['--color-surface', '--color-surface-raised']],
  ['--color-accent', ['--color-surface', '--color-brand-tint']],
  ['--color-brand-contrast', ['--color-brand', '--color-brand-hover']],
  ['--color-success', ['--color-surface']],
  ['--color-warning', ['--color-surface']],
  ['--color-danger', ['--color-surface']],
];

/** The text tokens to replace, and by what; a token or background whose colour is unknown is left. */
export function readableTokens(colours: ReadonlyMap<string, Rgb>): Map<string, Rgb> {
  const current = new Map(colours);
  const replaced = new Map<string, Rgb>();
  for (const [token, backgroundTokens] of TEXT_ON_BACKGROUNDS) {
    const text = current.get(token);
    const backgrounds = backgroundTokens.flatMap((name) => current.get(name) ?? []);
    if (!text) continue;
    const readable = readableTextColour(text, backgrounds);
    if (readable !== text) {
      replaced.set(token, readable);
      current.set(token, readable);
    }
  }
  return replaced;
}

const HOVER_FILL = '--color-brand-hover';

const ALL_TOKENS = [...new Set(TEXT_ON_BACKGROUNDS.flatMap(([text, backgrounds]) => [text, ...backgrounds]))];

/** Reads the tokens as the page resolves them now, then sets the readable replacements on `<html>`. */
export function applyReadableText(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const root = doc.documentElement;
  for (const token of [...TEXT_ON_BACKGROUNDS.map(([text]) => text), HOVER_FILL])
    root.style.removeProperty(token);
  // A probe element turns any colour syntax the theme used into the browser's rgb() or color(srgb …);
  // in the body, a heading colour of `inherit` reads as the body's text.
  const probe = doc.createElement('span');
  probe.hidden = true;
  doc.body.append(probe);
  const colours = new Map<string, Rgb>();
  for (const token of ALL_TOKENS) {
    probe.style.color = `var(${token})`;
    const colour = parseColour(view.getComputedStyle(probe).color);
    if (colour) colours.set(token, colour);
  }
  probe.remove();
  const replaced = readableTokens(colours);
  const hover = colours.get(HOVER_FILL);
  // The hover fill follows brand-strong by default: keep it the theme's shade.
  if (replaced.has('--color-brand-strong') && hover) root.style.setProperty(HOVER_FILL, formatColour(hover));
  for (const [token, colour] of replaced) root.style.setProperty(token, formatColour(colour));
}
