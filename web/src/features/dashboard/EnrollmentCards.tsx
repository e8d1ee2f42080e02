import type { EnrolledCourse } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import { EnrollmentCard } from './EnrollmentCard.tsx';
import { EnrollmentCardSkeleton } from './EnrollmentCardSkeleton.tsx';
import messages from './messages.ts';
import { DATE_LINE_FORMAT } from './rules.ts';
import { pictureLoading } from '../../common/course-card/pictureLoading.ts';
import { usePictureLayout } from '../../common/course-card/usePictureLayout.ts';
import { enrolledIdentity, sameTitleDistinctions } from '../../common/course-card/sameTitle.ts';
import styles from './DashboardPage.module.css';

/** Four card skeletons (docs/product-rules.md, "Limits and timings") while loading. */
const SKELETON_CARDS = 4;

export function EnrollmentCardsLoading() {
  const intl = useIntl();
  return (
    <div className={styles.cards} role="status" aria-label={intl.formatMessage(messages.loadingCourses)}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <EnrollmentCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function EnrollmentCards({ courses, now }: { courses: EnrolledCourse[]; now: Date }) {
  // The first date formatter costs a slow phone a long task (the browser loads its date data): built
  // here, while the list renders before its first paint, not in the render of an outline's answer.
  useIntl().formatDate(now, DATE_LINE_FORMAT);
  const pictures = usePictureLayout();
  const runs = sameTitleDistinctions(courses.map(enrolledIdentity));
  return (
    <ul className={styles.cards}>
      {courses.map((course, i) => (
        <li key={course.course_details.course_id}>
          <EnrollmentCard
            course={course}
            now={now}
            picture={pictureLoading('dashboardCard', i, pictures)}
            run={runs[i]}
          />
        </li>
      ))}
    </ul>
  );
}
