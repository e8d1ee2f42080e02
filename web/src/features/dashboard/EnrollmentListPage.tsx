/**
 * `/inprogress` and `/completed`: title with the total, search within my courses, cards, 4 skeletons
 * while loading, the empty states, and pagination above 12 with the page in the URL.
 */
import type { ProgressType } from '@atrium/contract';
import { useEffect, useMemo } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { Button } from '../../ui/Button.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { ActivationBanner } from './ActivationBanner.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import { EnrollmentCards, EnrollmentCardsLoading } from './EnrollmentCards.tsx';
import { ExploreCard } from './ExploreCard.tsx';
import { useDeferredAnswer } from '../../lib/deferredAnswer.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import { pageBeyondEnd, pageCount } from './listParams.ts';
import messages from './messages.ts';
import { MyCoursesSearch } from './MyCoursesSearch.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { useEnrollmentList } from './useEnrollmentList.ts';
import { useListParams } from './useListParams.ts';
import styles from './DashboardPage.module.css';

export { prefetchEnrollmentList as prefetch } from './prefetch.ts';

const EMPTY = {
  'in-progress': { title: messages.emptyExploreTitle, description: messages.emptyInProgressDescription },
  completed: { title: messages.emptyCompletedTitle, description: messages.emptyCompletedDescription },
} as const;

export default function EnrollmentListPage({ progress }: { progress: ProgressType }) {
  const intl = useIntl();
  const username = useAuthenticatedUser()?.username ?? null;
  const { page, search, update, hrefFor } = useListParams();
  const list = useEnrollmentList(username, progress, page, search);
  const shown = useDeferredAnswer(list.data);
  const now = useMemo(() => new Date(), []);
  const title = intl.formatMessage(progress === 'completed' ? routeLabels.completed : routeLabels.inProgress);

  // The current page ran past the end (last card unenrolled, or a stale link): show the last page.
  const settled = list.data !== undefined && !list.isPlaceholderData;
  const correction = settled ? pageBeyondEnd(page, list.data.count) : null;
  useEffect(() => {
    if (correction !== null) update({ page: correction }, true);
  }, [correction, update]);

  const body = () => {
    if (username === null) return <SignInPrompt />;
    if (list.isError) return <SectionError onRetry={() => void list.refetch()} />;
    // Loading, or the first answer's cards still rendering in the deferred lane.
    if (!shown.data) return <EnrollmentCardsLoading />;
    const { count, results } = shown.data;
    if (count === 0 && search) {
      return (
        <section className={styles.explore}>
          <h2 className={styles.exploreTitle}>{intl.formatMessage(messages.noMatchesTitle, { search })}</h2>
          <p className={styles.muted}>{intl.formatMessage(messages.noMatchesDescription)}</p>
          <Button variant="secondary" onClick={() => update({ search: '', page: 1 })}>
            {intl.formatMessage(messages.clearSearch)}
          </Button>
        </section>
      );
    }
    if (count === 0) {
      const empty = EMPTY[progress];
      return (
        <ExploreCard
          title={intl.formatMessage(empty.title)}
          description={intl.formatMessage(empty.description)}
          action={intl.formatMessage(messages.exploreCourses)}
        />
      );
    }
    if (correction !== null) return <EnrollmentCardsLoading />;
    return (
      <>
        <EnrollmentCards courses={results} now={now} />
        <Pagination page={page} pageCount={pageCount(count)} hrefFor={hrefFor} />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PageHead label={title} />
      <DashboardTabs />
      {username !== null && <ActivationBanner />}
      <header className={styles.listHeader}>
        <div>
          <PageHeading>{title}</PageHeading>
          {/* The total of the cards shown arrives with them, in a line kept from the start: the search
              form below it (a phone stacks them) does not move, and the live region is there before
              it speaks. */}
          <p className={styles.total} aria-live="polite">
            {shown.data && (
              <>
                {search && <span>{intl.formatMessage(messages.searchResultsFor, { search })} · </span>}
                {intl.formatMessage(messages.totalCourses, { count: shown.data.count })}
              </>
            )}
          </p>
        </div>
        {username !== null && (
          <MyCoursesSearch value={search} onSearch={(text) => update({ search: text, page: 1 })} />
        )}
      </header>
      {body()}
    </div>
  );
}
