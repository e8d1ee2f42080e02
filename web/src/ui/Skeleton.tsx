import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';
import { classNames } from '../lib/classNames.ts';

interface Props {
  /** Final size of what loads here (any CSS length), so nothing moves when it arrives. */
  width?: string;
  height?: string;
  /** 'text' lines are rounded a little; 'circle' for avatars and logos; 'block' for images and tiles. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A grey placeholder with a soft shimmer (none under reduced motion); hidden from assistive tech. */
export function Skeleton({ width, height, shape = 'text', className }: Props) {
  const style: CSSProperties = { inlineSize: width, blockSize: height };
  return (
    <span
      aria-hidden="true"
      className={classNames(styles.skeleton, styles[shape], className)}
      style={style}
    />
  );
}
