/**
 * Home (`/`, `/home`): the welcome banner, Popular Subjects, Explore Courses, Popular Partners, and
 * the activation dialog for a learner who has not activated. Each section loads, fails and retries on
 * its own: one failing call never empties the page. A stock platform's banner and popular subjects
 * are the operator's, from the runtime configuration (contract/src/runtimeContent.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { useAfterFirstPaint } from '../../lib/afterNextPaint.ts';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { partnersQuery } from '../../api/catalogue.ts';
import { searchResultsQuery } from '../../api/discovery.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { useCapability } from '../../config/capabilities.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { usePlatformDescription } from '../../common/page/usePlatformDescription.ts';
import { useBannerImage } from './useBannerImage.ts';
import { PopularSearches } from './PopularSearches.tsx';
import { PopularSubjects } from './PopularSubjects.tsx';
import { EXPLORE_PAGE_SIZE, exploreSort, exploreTab } from './rules.ts';
import { SectionBoundary } from './SectionBoundary.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import styles from './HomePage.module.css';
import { Slot } from '../../slots/Slot.tsx';
import { lazyPart } from '../../lib/lazyPart.tsx';
import { SLOT_IDS } from '../../slots/slotIds.ts';

// Below the fold at every size: their code (course cards, tabs) is not part of the first load.
const ExploreCourses = lazyPart('home-explore-courses', () => import('./ExploreCourses.tsx'));
const PopularPartners = lazyPart('home-popular-partners', () => import('./PopularPartners.tsx'));
// Only a signed-in learner can have an account to activate: a visitor's first load carries none of it.
const ActivationGate = lazy(() =>
  import('./ActivationGate.tsx').then((module) => ({ default: module.ActivationGate })),
);

/** Starts the below-the-fold sections' requests with the page, not after their code has arrived. */
function usePrefetchSections() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sort = exploreSort(exploreTab(params.get('explore')));
  useEffect(() => {
    // A failure here is the section's to show (it asks again); nothing to do with it here.
    const ignore = () => undefined;
    queryClient.query(searchResultsQuery(client, {}, 1, sort, EXPLORE_PAGE_SIZE)).catch(ignore);
    // A stock platform refuses the partners call without a request (api/openedx/route.ts).
    queryClient.query(partnersQuery(client, { popular: true })).catch(ignore);
  }, [client, queryClient, sort]);
}

/**
 * A section below the fold, drawn once the page above it has been painted: the page's first paint
 * (the banner, the largest on a phone) never waits for the section's code, which a first render in a
 * transition would otherwise do. Its calls start with the page all the same (usePrefetchSections).
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const placeholder = <div className={styles.lazySection} />;
  return <Suspense fallback={placeholder}>{useAfterFirstPaint() ? children : placeholder}</Suspense>;
}

export default function HomePage() {
  const intl = useIntl();
  // A stock platform has no subjects: the operator's curated searches stand in for them, where set.
  const subjects = useCapability('subjects');
  usePrefetchSections();
  const signedIn = useAuthenticatedUser() !== null;
  const description = usePlatformDescription();
  const image = useBannerImage();
  return (
    <div className={styles.page}>
      <PageHead
        label={intl.formatMessage(routeLabels.home)}
        description={description}
        image={image}
        path="/"
      />
      <Slot id={SLOT_IDS.homeSections}>
        <SectionBoundary>
          <WelcomeBanner />
        </SectionBoundary>
        <SectionBoundary>{subjects ? <PopularSubjects /> : <PopularSearches />}</SectionBoundary>
        <SectionBoundary>
          <BelowTheFold>
            <ExploreCourses />
          </BelowTheFold>
        </SectionBoundary>
        {/* Where a platform has no partners source, PopularPartners hides itself. */}
        <SectionBoundary>
          <BelowTheFold>
            <PopularPartners />
          </BelowTheFold>
        </SectionBoundary>
      </Slot>
      {signedIn && (
        <SectionBoundary>
          <Suspense fallback={null}>
            <ActivationGate />
          </Suspense>
        </SectionBoundary>
      )}
    </div>
  );
}
