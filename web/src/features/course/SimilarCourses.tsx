import { useQuery } from '@tanstack/react-query';
import { __iconData as chevronLeftIcon } from 'lucide-react/icons/chevron-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { icon } from '../../ui/icon.ts';
import { useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { similarCoursesQuery, type SimilarTo } from '../../api/courses.ts';
import { Button } from '../../ui/Button.tsx';
import { CourseCard } from '../../common/course-card/CourseCard.tsx';
import { CourseGrid, CourseGridSkeleton } from '../../common/course-card/CourseGrid.tsx';
import { useGridColumns } from '../../common/course-card/gridColumns.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import { similarPage, similarPageSize } from './similarPages.ts';
import { Section } from '../../ui/Section.tsx';
import styles from './CoursePage.module.css';
import { useDeferredAnswer } from '../../lib/deferredAnswer.ts';

const ChevronLeft = icon(chevronLeftIcon);
const ChevronRight = icon(chevronRightIcon);

/** Courses found by this course's name, without itself, a row a page; hidden when there are none. */
export function SimilarCourses({ course, wanted = true }: { course: SimilarTo; wanted?: boolean }) {
  const intl = useIntl();
  const { data, isPending, isError, refetch } = useQuery({
    ...similarCoursesQuery(useApiClient(), course),
    enabled: wanted,
  });
  // The cards render in the deferred lane (their skeleton until then), not in one task on arrival.
  const shownData = useDeferredAnswer(data).data;
  const [page, setPage] = useState(0);
  const size = similarPageSize(useGridColumns());
  // A course without a name has nothing to search by: the query never runs, so nothing is shown
  // (rather than its loading skeleton for ever).
  if (course.name.trim() === '' || (!isPending && !isError && data.length === 0)) return null;
  const { items: shown, page: current, pages } = similarPage(shownData ?? [], page, size);

  return (
    <Section
      className={styles.similar}
      title={intl.formatMessage(messages.similarHeading)}
      intro={intl.formatMessage(messages.similarIntro)}
      action={
        pages > 1 && (
          <div className={styles.carouselControls}>
            <Button
              variant="secondary"
              aria-label={intl.formatMessage(messages.similarPrevious)}
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              <ChevronLeft aria-hidden="true" size={20} className={styles.flip} />
            </Button>
            <span aria-live="polite" className={styles.muted}>
              {intl.formatMessage(messages.similarPage, { page: current + 1, pages })}
            </span>
            <Button
              variant="secondary"
              aria-label={intl.formatMessage(messages.similarNext)}
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              <ChevronRight aria-hidden="true" size={20} className={styles.flip} />
            </Button>
          </div>
        )
      }
    >
      {isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : shownData === undefined ? (
        <CourseGridSkeleton count={size} />
      ) : (
        <CourseGrid label={intl.formatMessage(messages.similarHeading)}>
          {shown.map((hit) => (
            <CourseCard key={hit.data.id} course={hit.data.course_metadata} />
          ))}
        </CourseGrid>
      )}
    </Section>
  );
}
