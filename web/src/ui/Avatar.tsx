import { __iconData as userRoundIcon } from 'lucide-react/icons/user-round';
import { icon } from './icon.ts';
import { FallbackImage } from './FallbackImage.tsx';
import styles from './Avatar.module.css';

const UserRound = icon(userRoundIcon);

interface Props {
  /** A safe image URL, or null for the person icon. */
  src: string | null;
  /** Width and height in CSS pixels: the circle keeps its size while and after the image loads. */
  size: number;
  /** The image's text alternative; empty when the name is written beside it. */
  alt?: string;
  /** Below the fold: load when scrolled near. */
  lazy?: boolean;
}

/** A person's round picture, or a person icon in the same circle when there is none or it fails. */
export function Avatar({ src, size, alt = '', lazy = false }: Props) {
  return (
    <FallbackImage
      className={styles.avatar}
      src={src}
      alt={alt}
      width={size}
      height={size}
      lazy={lazy}
      fallback={
        <span className={styles.avatar} style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
          <UserRound size={Math.round(size / 2)} />
        </span>
      }
    />
  );
}
