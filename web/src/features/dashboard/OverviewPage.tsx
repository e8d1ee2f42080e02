/**
 * `/overview`: greeting with avatar and name, counts in progress and completed (each a link to its
 * list), the five most recent enrollments, or the explore card when there are none.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ActivationBanner } from './ActivationBanner.tsx';
import { DashboardTabs } from './DashboardTabs.tsx';
import { EnrollmentCards, EnrollmentCardsLoading } from './EnrollmentCards.tsx';
import { ExploreCard } from './ExploreCard.tsx';
import { Greeting } from './Greeting.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import { overviewQueries } from './overviewQueries.ts';
import { SignInPrompt } from './SignInPrompt.tsx';
import { Section } from '../../ui/Section.tsx';
import styles from './DashboardPage.module.css';
import { Slot } from '../../slots/Slot.tsx';
import { SLOT_IDS } from '../../slots/slotIds.ts';

export { prefetchOverview as prefetch } from './prefetch.ts';

export default function OverviewPage() {
  const intl = useIntl();
  const client = useApiClient();
  const username = useAuthenticatedUser()?.username ?? null;
  const now = useMemo(() => new Date(), []);
  const queries = overviewQueries(client, username);
  const recent = useQuery(queries.recent);
  const inProgress = useQuery(queries.inProgress);
  const completed = useQuery(queries.completed);

  if (username === null) {
    return (
      <div className={styles.page}>
        <PageHead label={intl.formatMessage(routeLabels.overview)} />
        <DashboardTabs />
        <h1 className="visually-hidden">{intl.formatMessage(routeLabels.overview)}</h1>
        <SignInPrompt />
      </div>
    );
  }

  // A count that could not be loaded is still the way to its list (not a skeleton for ever).
  const count = (
    query: { data?: { count: number } | undefined; isError: boolean },
    message: typeof messages.inProgressCount,
    label: string,
    to: string,
  ) =>
    query.data === undefined && !query.isError ? (
      <Skeleton width="10rem" height="1.5rem" />
    ) : (
      <Link className={styles.countLink} to={to}>
        {query.data === undefined ? label : intl.formatMessage(message, { count: query.data.count })}
      </Link>
    );

  const recentBody = () => {
    if (recent.isPending) return <EnrollmentCardsLoading />;
    if (recent.isError) return <SectionError onRetry={() => void recent.refetch()} />;
    if (recent.data.count === 0) {
      return (
        <ExploreCard
          title={intl.formatMessage(messages.emptyExploreTitle)}
          description={intl.formatMessage(messages.emptyOverviewDescription)}
          action={intl.formatMessage(messages.exploreCourses)}
        />
      );
    }
    return (
      <>
        <EnrollmentCards courses={recent.data.results} now={now} />
        <p className={styles.viewAll}>
          <Link to="/inprogress">{intl.formatMessage(messages.viewAllInProgress)}</Link>
          <Link to="/completed">{intl.formatMessage(messages.viewAllCompleted)}</Link>
        </p>
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PageHead label={intl.formatMessage(routeLabels.overview)} />
      <DashboardTabs />
      <Slot id={SLOT_IDS.dashboardBanner} props={{ username }}>
        <ActivationBanner />
      </Slot>
      <Greeting username={username} />
      <ul className={styles.counts}>
        <li>
          {count(
            inProgress,
            messages.inProgressCount,
            intl.formatMessage(routeLabels.inProgress),
            '/inprogress',
          )}
        </li>
        <li>
          {count(completed, messages.completedCount, intl.formatMessage(routeLabels.completed), '/completed')}
        </li>
      </ul>
      <Section title={intl.formatMessage(messages.recentActivity)}>{recentBody()}</Section>
    </div>
  );
}
