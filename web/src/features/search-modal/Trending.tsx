/**
 * Trending keywords (popular subject titles) and trending courses (discovery, sort=popular, 4 of them)
 * (docs/product-rules.md, "Header and account menu"). Each section loads, fails and retries on its own.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { popularSubjectsQuery } from '../../api/catalogue.ts';
import { searchResultsQuery } from '../../api/discovery.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { searchHref } from '../../common/search/searchLinks.ts';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';
import { CourseRow } from './CourseRow.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import uiMessages from '../../ui/messages.ts';
import { Section } from '../../ui/Section.tsx';
import styles from './SearchModal.module.css';

export const TRENDING_COURSES = 4;
const TRENDING_KEYWORDS = 8;

export function TrendingKeywords({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const subjects = useQuery(popularSubjectsQuery(useApiClient()));
  const keywords = (subjects.data?.results ?? []).slice(0, TRENDING_KEYWORDS);
  if (subjects.isSuccess && keywords.length === 0) return null;
  return (
    <Section compact title={intl.formatMessage(messages.trendingKeywords)}>
      {subjects.isPending && (
        <div className={styles.chips} role="status" aria-label={intl.formatMessage(uiMessages.loading)}>
          {[6, 8, 5, 7].map((width, index) => (
            <Skeleton key={index} shape="block" width={`${width}rem`} height="44px" />
          ))}
        </div>
      )}
      {subjects.isError && <SectionError onRetry={() => void subjects.refetch()} />}
      {keywords.length > 0 && (
        <ul className={styles.chips}>
          {keywords.map((subject) => (
            <li key={subject.slug}>
              <Link to={searchHref({ q: subject.title })} className={styles.chip} onClick={onNavigate}>
                {subject.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function TrendingCourses({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const popular = useQuery(searchResultsQuery(useApiClient(), {}, 1, 'popular', TRENDING_COURSES));
  const hits = (popular.data?.results ?? []).filter((hit) => !hit.isProgram).slice(0, TRENDING_COURSES);
  if (popular.isSuccess && hits.length === 0) return null;
  return (
    <Section compact title={intl.formatMessage(messages.trendingCourses)}>
      {popular.isPending && (
        <div className={styles.rows} role="status" aria-label={intl.formatMessage(uiMessages.loading)}>
          {Array.from({ length: TRENDING_COURSES }, (_, index) => (
            <Skeleton key={index} shape="block" height="56px" />
          ))}
        </div>
      )}
      {popular.isError && <SectionError onRetry={() => void popular.refetch()} />}
      {hits.length > 0 && (
        <ul className={styles.rows}>
          {hits.map((hit) => (
            <CourseRow
              key={hit.data.id}
              course={hit.data.course_metadata}
              onOpen={(course) => {
                recordRecentPage(course);
                onNavigate();
              }}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}
