import { __iconData as bookOpenIcon } from 'lucide-react/icons/book-open';
import { icon } from '../../ui/icon.ts';
import { FallbackImage } from '../../ui/FallbackImage.tsx';
import { InitialImage } from '../../ui/InitialImage.tsx';
import { LAZY, type PictureLoading } from './pictureLoading.ts';
import styles from './CourseCard.module.css';

const BookOpen = icon(bookOpenIcon);

/**
 * The 16:9 cover; a quiet placeholder when there is no safe image or it fails to load. `loading`:
 * pictureLoading's answer for its place (by default a cover loads when scrolled near).
 */
export function CourseImage({
  src,
  loading = LAZY,
  hiddenWhen,
}: {
  src: string | null;
  loading?: PictureLoading;
  /** Where the cover is hidden: a blank pixel is fetched there instead (FallbackImage). */
  hiddenWhen?: string;
}) {
  return (
    <div className={styles.cover}>
      <FallbackImage
        src={src}
        width={400}
        height={225}
        lazy={loading.lazy}
        highPriority={loading.highPriority}
        hiddenWhen={hiddenWhen}
        fallback={
          <span className={styles.coverFallback}>
            <BookOpen aria-hidden="true" size={40} strokeWidth={1.5} />
          </span>
        }
      />
    </div>
  );
}

/** The partner's logo badge; the organisation's initial when there is no logo or it fails. */
export function PartnerLogo({ src, name }: { src: string | null; name: string }) {
  return (
    <span className={styles.logo}>
      <InitialImage src={src} name={name} size={40} initialClassName={styles.logoFallback} />
    </span>
  );
}
