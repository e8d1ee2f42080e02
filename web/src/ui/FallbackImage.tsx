import { useState, type ReactNode } from 'react';
import { BLANK_PIXEL } from './blankPixel.ts';

interface Props {
  /** A safe image URL, or null for the fallback. */
  src: string | null;
  /** Intrinsic size in CSS pixels: the box is reserved before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The text alternative; empty when the image only decorates text written beside it. */
  alt?: string;
  className?: string;
  /** Below the fold (the default): loaded when scrolled near, decoded off the main thread. */
  lazy?: boolean;
  /** The page's likely largest paint: asked for before the other images. */
  highPriority?: boolean;
  /** Shown in the image's place when there is none or it fails to load; nothing by default. */
  fallback?: ReactNode;
  /**
   * A media query where the picture is hidden (its stylesheet hides it there): the browser fetches a
   * blank pixel instead.
   */
  hiddenWhen?: string;
}

/** The one image with a fallback: a broken or missing picture never shows the browser's icon. */
export function FallbackImage({
  src,
  width,
  height,
  alt = '',
  className,
  lazy = true,
  highPriority = false,
  fallback = null,
  hiddenWhen,
}: Props) {
  // Remembers which URL failed, so a new URL gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) return <>{fallback}</>;
  const image = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      {...(highPriority ? { fetchPriority: 'high' } : {})}
      onError={() => setFailed(src)}
    />
  );
  if (hiddenWhen === undefined) return image;
  return (
    <picture>
      <source media={hiddenWhen} srcSet={BLANK_PIXEL} />
      {image}
    </picture>
  );
}
