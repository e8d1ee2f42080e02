/**
 * Featured subjects: 10 or 5 on desktop, 6 or 3 on phones (rules.ts). Both counts are rendered and
 * CSS hides the extra tiles under 768 px, so no JavaScript measures the window. Each tile opens the
 * browser filtered by that subject alone.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { subjectsQuery } from '../../api/catalogue.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { searchHref } from '../../common/search/searchLinks.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import { featuredSubjectCount } from './rules.ts';
import { FallbackImage } from '../../ui/FallbackImage.tsx';
import { Section } from '../../ui/Section.tsx';
import styles from './FeaturedSubjects.module.css';
import { classNames } from '../../lib/classNames.ts';

export function FeaturedSubjects() {
  const intl = useIntl();
  const { data, isPending, isError, refetch } = useQuery(
    subjectsQuery(useApiClient(), { featured: true, page_size: 10 }),
  );
  const subjects = data?.results ?? [];
  const desktop = featuredSubjectCount(subjects.length, false);
  const phone = featuredSubjectCount(subjects.length, true);
  if (!isPending && !isError && Math.max(desktop, phone) === 0) return null;

  return (
    <Section title={intl.formatMessage(messages.featured)}>
      {isPending ? (
        <div className={styles.grid} role="status" aria-label={intl.formatMessage(messages.loadingSubjects)}>
          {Array.from({ length: 10 }, (_, i) => (
            <div
              key={i}
              className={classNames(styles.tile, styles.skeleton, i >= 6 && styles.desktopOnly)}
              aria-hidden="true"
            />
          ))}
        </div>
      ) : isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : (
        <ul className={styles.grid}>
          {subjects.slice(0, Math.max(desktop, phone)).map((subject, i) => {
            const image = safeUrl(subject.image);
            const hidden = classNames(i >= desktop && styles.phoneOnly, i >= phone && styles.desktopOnly);
            return (
              <li key={subject.slug} className={hidden}>
                <Link className={styles.tile} to={searchHref({ subject: subject.title })}>
                  <FallbackImage className={styles.image} src={image} width={64} height={64} />
                  <span className={styles.title} dir="auto">
                    {subject.title}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
