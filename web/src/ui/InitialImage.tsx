import { FallbackImage } from './FallbackImage.tsx';
import { classNames } from '../lib/classNames.ts';
import styles from './InitialImage.module.css';

interface Props {
  /** A safe image URL, or null for the initial. */
  src: string | null;
  /** Whose picture or logo it is: its first letter stands in for the image. */
  name: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Sizes and shapes the image, and the initial in its place. */
  className?: string;
  /** Added to the initial only. */
  initialClassName?: string;
}

/**
 * A square logo or picture that decorates the name written beside it; the name's initial when there is
 * no image or it fails (hidden from assistive technology, which reads the name).
 */
export function InitialImage({ src, name, size, className, initialClassName }: Props) {
  const initial = (
    <span className={classNames(className, styles.initial, initialClassName)} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
  return <FallbackImage className={className} src={src} width={size} height={size} fallback={initial} />;
}
