import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import styles from './CourseCard.module.css';

/** The 16:9 cover; a quiet placeholder when there is no safe image or it fails to load. */
export function CourseImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) {
    return (
      <div className={`${styles.cover} ${styles.coverFallback}`}>
        <BookOpen aria-hidden="true" size={40} strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <div className={styles.cover}>
      <img
        src={src}
        alt=""
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    </div>
  );
}

/** The partner's logo badge; the organisation's initial when there is no logo or it fails. */
export function PartnerLogo({ src, name }: { src: string | null; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) {
    return (
      <span className={`${styles.logo} ${styles.logoFallback}`} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={styles.logo}>
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    </span>
  );
}
