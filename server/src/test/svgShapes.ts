/** What a generated picture must not hold: anything that renders letters, and text content. */
const SHAPES = new Set([
  'svg',
  'defs',
  'linearGradient',
  'stop',
  'g',
  'rect',
  'circle',
  'ellipse',
  'path',
  'polygon',
  'polyline',
  'line',
]);

/** The problems of an SVG picture meant to carry no text (empty when it draws shapes only). */
export function textProblems(svg: string): string[] {
  const problems: string[] = [];
  for (const [, name = ''] of svg.matchAll(/<([A-Za-z][\w:-]*)/g))
    if (!SHAPES.has(name)) problems.push(`element <${name}>`);
  if (/font-family|font-size|glyph/i.test(svg)) problems.push('font or glyph attributes');
  const content = svg.replace(/<[^>]*>/g, '').trim();
  if (content !== '') problems.push(`text content "${content.slice(0, 40)}"`);
  if (!/^<svg [^>]*\bwidth="\d+"[^>]*\bheight="\d+"/.test(svg)) problems.push('no width and height');
  return problems;
}
