/** A partner's instructors, four at a time, with 'Show more instructors'; hidden when there are none. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { catalogueKeys } from '../../api/catalogue.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { Button } from '../../ui/Button.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import messages from './messages.ts';
import { Section } from '../../ui/Section.tsx';
import styles from './PartnerPage.module.css';
import { classNames } from '../../lib/classNames.ts';

const PAGE_SIZE = 4;

export function PartnerInstructors({ shortName }: { shortName: string }) {
  const intl = useIntl();
  const client = useApiClient();
  const query = useInfiniteQuery({
    queryKey: [...catalogueKeys.all, 'partner-instructors-pages', shortName] as const,
    queryFn: ({ pageParam, signal }) =>
      client.call('partnerInstructors', {
        params: { short_name: shortName },
        query: { page: pageParam, page_size: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
  });
  const instructors = query.data?.pages.flatMap((p) => p.results) ?? [];
  if (query.isSuccess && instructors.length === 0) return null;

  return (
    <Section title={intl.formatMessage(messages.instructors)}>
      {query.isPending ? (
        <ul className={styles.people} aria-hidden="true">
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <li key={i} className={classNames(styles.person, styles.personSkeleton)} />
          ))}
        </ul>
      ) : query.isError && instructors.length === 0 ? (
        <SectionError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className={styles.people}>
            {instructors.map((instructor) => {
              const photo = safeUrl(instructor.image);
              return (
                <li key={instructor.slug} className={styles.person}>
                  <Avatar src={photo} size={64} lazy />
                  <div className={styles.personText}>
                    <h3 className={styles.personName}>
                      <Link to={`/instructor/${encodeURIComponent(instructor.slug)}`} dir="auto">
                        {instructor.name}
                      </Link>
                    </h3>
                    {instructor.short_bio && <p className={styles.muted}>{instructor.short_bio}</p>}
                    <p className={styles.muted}>
                      {intl.formatMessage(messages.learners, { count: instructor.students_count })} ·{' '}
                      {intl.formatMessage(messages.courses, { count: instructor.courses_count })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              className={styles.more}
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {intl.formatMessage(messages.moreInstructors)}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
