/**
 * Lucide's icons drawn by a component of our own: lucide-react's (a context, class and attribute
 * builders, name converters) cost 2 kB gzip on every page's first load to draw the same `<svg>`.
 * The shapes still come from lucide-react, each from its icon's own module:
 *
 *   import { __iconData as search } from 'lucide-react/icons/search';
 *   const Search = icon(search);
 *
 * The build treats lucide-react's own `createLucideIcon` calls as pure (vite.config.ts), so importing
 * an icon's data does not bring lucide-react's component with it.
 */
import { createElement, type SVGProps } from 'react';
import type { LucideIconData } from 'lucide-react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height, in pixels unless a unit is given (24 by default, as lucide's). */
  size?: number | string;
}

/** Lucide's defaults: a 24-unit outline in the text colour. */
const OUTLINE = {
  xmlns: 'http://www.w3.org/2000/svg',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A component drawing `data` as lucide-react's would (same attributes, classes and hiding). */
export function icon(data: LucideIconData) {
  const box = `0 0 ${data.size ?? data.width ?? 24} ${data.size ?? data.height ?? 24}`;
  const shapes = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  const base = `lucide lucide-${data.name ?? 'icon'}`;
  function Icon({ size = 24, className, children, ...rest }: IconProps) {
    // An icon without a name of its own is decoration, as lucide-react decides it.
    const named =
      children !== undefined || Object.keys(rest).some((key) => /^aria-|^role$|^title$/.test(key));
    return createElement(
      'svg',
      {
        ...OUTLINE,
        width: size,
        height: size,
        viewBox: box,
        className: className ? `${base} ${className}` : base,
        ...(named ? {} : { 'aria-hidden': 'true' as const }),
        ...rest,
      },
      ...shapes,
      children,
    );
  }
  return Icon;
}
