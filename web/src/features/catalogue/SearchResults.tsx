/**
 * The result grid of one state: 12 a page, skeletons in the final size while loading, 'We couldn't
 * find any exact matches' when empty, the spec's error text with Retry on failure, pagination links
 * (the page is in the URL).
 */
import type { DiscoveryResults } from '@atrium/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { __iconData as searchXIcon } from 'lucide-react/icons/search-x';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Navigate } from '../../lib/router/index.ts';
import { SEARCH_PAGE_SIZE } from '../../api/discovery.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { pageCountOf } from '../../ui/paginationItems.ts';
import { CourseCard } from '../../common/course-card/CourseCard.tsx';
import { CourseGrid, CourseGridSkeleton } from '../../common/course-card/CourseGrid.tsx';
import { pictureLoading } from '../../common/course-card/pictureLoading.ts';
import { courseIdentity, sameTitleDistinctions } from '../../common/course-card/sameTitle.ts';
import { usePictureLayout } from '../../common/course-card/usePictureLayout.ts';
import { hitPaths } from '../../common/course-card/courseHref.ts';
import { StructuredData } from '../../common/structured-data/StructuredData.tsx';
import { itemList } from '../../common/structured-data/lists.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { useExtension } from '../../config/extensions.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import type { ShownAnswer } from '../../lib/deferredAnswer.ts';
import messages from './messages.ts';
import type { SearchState } from './searchState.ts';
import styles from './CatalogueBrowser.module.css';

const SearchX = icon(searchXIcon);

interface Props {
  state: SearchState;
  results: UseQueryResult<DiscoveryResults>;
  /** The answer to render, deferred by the browser so that the total above it arrives with the cards. */
  shown: ShownAnswer<DiscoveryResults>;
  hrefFor: (state: SearchState) => string;
  onOpen?: Parameters<typeof CourseCard>[0]['onOpen'];
}

export function SearchResults({ state, results, shown, hrefFor, onOpen }: Props) {
  const intl = useIntl();
  const { data: latest, isError, isPlaceholderData, refetch } = results;
  // A newer page keeps the older one on screen (busy) until its cards have rendered.
  const { data, lagging } = shown;
  const pictures = usePictureLayout();
  const settings = useSettings();
  const programPages = useExtension('programs');

  if (isError && !latest) {
    return <SectionError onRetry={() => void refetch()} />;
  }
  if (!data) return <CourseGridSkeleton count={SEARCH_PAGE_SIZE} />;
  const pageCount = pageCountOf(data.total, SEARCH_PAGE_SIZE);
  // A shared or old address past the last page (the catalogue changed): show the last page instead.
  if (
    data.results.length === 0 &&
    data.total > 0 &&
    state.page > pageCount &&
    !isPlaceholderData &&
    !lagging
  ) {
    return <Navigate to={hrefFor({ ...state, page: pageCount })} replace />;
  }
  if (data.results.length === 0) {
    return (
      <div className={styles.message} role="status">
        <SearchX className={styles.messageIcon} aria-hidden="true" />
        <p className={styles.messageTitle}>{intl.formatMessage(messages.noResults)}</p>
        <p>{intl.formatMessage(messages.noResultsHint)}</p>
      </div>
    );
  }
  const runs = sameTitleDistinctions(
    data.results.map((hit) => courseIdentity(hit.data.course_metadata, hit.data.id)),
  );
  // For search engines: the pages these cards lead to, numbered on from the pages before this one.
  const paths = hitPaths(data.results, programPages);
  return (
    <div className={styles.results} aria-busy={isPlaceholderData || lagging}>
      <StructuredData data={itemList(paths, settings, (state.page - 1) * SEARCH_PAGE_SIZE + 1)} />
      <CourseGrid label={intl.formatMessage(messages.results)}>
        {data.results.map((hit, index) => (
          <CourseCard
            key={hit.data.id}
            course={hit.data.course_metadata}
            isProgram={hit.isProgram}
            headingLevel={3}
            onOpen={onOpen}
            picture={pictureLoading('catalogueCard', index, pictures)}
            run={runs[index]}
          />
        ))}
      </CourseGrid>
      <Pagination
        page={state.page}
        pageCount={pageCount}
        hrefFor={(page) => hrefFor({ ...state, page })}
        label={intl.formatMessage(messages.resultsPagination)}
      />
    </div>
  );
}
