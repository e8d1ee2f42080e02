/**
 * Explore Courses (docs/product-rules.md, "Home"): tabs top-courses (popular, default) and
 * recently-added (recent), 8 cards each in whole rows (6 where the grid has 3 columns), the tab in the
 * URL (`?explore=`), card skeletons in the same rows while loading.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { ViewAllLink } from './ViewAllLink.tsx';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { searchResultsQuery } from '../../api/discovery.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import { CourseCard } from '../../common/course-card/CourseCard.tsx';
import { CourseGrid, CourseGridSkeleton } from '../../common/course-card/CourseGrid.tsx';
import { pictureLoading } from '../../common/course-card/pictureLoading.ts';
import { courseIdentity, sameTitleDistinctions } from '../../common/course-card/sameTitle.ts';
import { usePictureLayout } from '../../common/course-card/usePictureLayout.ts';
import { useBannerImage } from './useBannerImage.ts';
import { hitPaths } from '../../common/course-card/courseHref.ts';
import { StructuredData } from '../../common/structured-data/StructuredData.tsx';
import { itemList } from '../../common/structured-data/lists.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { useExtension } from '../../config/extensions.ts';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';
import { useDeferredAnswer } from '../../lib/deferredAnswer.ts';
import messages from './lazyMessages.ts';
import { EXPLORE_PAGE_SIZE, exploreSort, exploreTab, type ExploreTab } from './rules.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import { Section } from '../../ui/Section.tsx';
import styles from './HomePage.module.css';
import { useCapability } from '../../config/capabilities.ts';

export default function ExploreCourses() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // A stock platform's index takes no sort: only the one order it has, whatever an old link asks.
  const sorting = useCapability('sorting');
  const tab = sorting ? exploreTab(params.get('explore')) : 'top-courses';
  // Always page 1: a tab change starts the list from the top (docs/product-rules.md, "Home").
  const courses = useQuery(searchResultsQuery(useApiClient(), {}, 1, exploreSort(tab), EXPLORE_PAGE_SIZE));
  const answer = useDeferredAnswer(courses.data);
  // While the new cards render in the deferred lane, the skeletons stay (never the older tab's cards).
  const loading = courses.isPending || courses.isPlaceholderData || answer.lagging;
  const hits = answer.data?.results ?? [];
  const pictures = usePictureLayout(useBannerImage() !== null);
  const runs = sameTitleDistinctions(
    hits.map((hit) => courseIdentity(hit.data.course_metadata, hit.data.id)),
  );
  const settings = useSettings();
  const programPages = useExtension('programs');
  // For search engines: the pages the tab's cards lead to.
  const paths = hitPaths(hits, programPages);

  const select = (next: ExploreTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'top-courses') nextParams.delete('explore');
    else nextParams.set('explore', next);
    // Only the query changes: the page keeps its scroll position (a new page starts at the top, app/place/placeRules.ts).
    setParams(nextParams, { replace: true });
  };

  return (
    <Section
      title={intl.formatMessage(messages.exploreTitle)}
      action={<ViewAllLink to="/search" label={intl.formatMessage(messages.viewAllCourses)} />}
    >
      <Tabs
        label={intl.formatMessage(messages.exploreTitle)}
        tabs={[
          { key: 'top-courses', label: intl.formatMessage(messages.topCourses) },
          ...(sorting
            ? [{ key: 'recently-added', label: intl.formatMessage(messages.recentlyAdded) } as const]
            : []),
        ]}
        selected={tab}
        onSelect={select}
      >
        {loading && <CourseGridSkeleton count={EXPLORE_PAGE_SIZE} fillRows />}
        {!loading && courses.isError && <SectionError onRetry={() => void courses.refetch()} />}
        {!loading && courses.isSuccess && hits.length === 0 && (
          <p className={styles.empty}>{intl.formatMessage(messages.noCourses)}</p>
        )}
        {!loading && paths.length > 0 && <StructuredData data={itemList(paths, settings)} />}
        {!loading && hits.length > 0 && (
          <CourseGrid fillRows>
            {hits.map((hit, index) => (
              <CourseCard
                key={hit.data.id}
                course={hit.data.course_metadata}
                isProgram={hit.isProgram}
                onOpen={hit.isProgram ? undefined : recordRecentPage}
                picture={pictureLoading('homeCard', index, pictures)}
                run={runs[index]}
              />
            ))}
          </CourseGrid>
        )}
      </Tabs>
    </Section>
  );
}
