import type { InstructorWithStats } from '@atrium/contract';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CourseSection } from './CourseSection.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { InstructorFace } from './InstructorFace.tsx';
import messages from './messages.ts';
import styles from './Instructors.module.css';

const ChevronRight = icon(chevronRightIcon);

interface Props {
  instructors: InstructorWithStats[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

export function InstructorsSection({ instructors, isError, onRetry }: Props) {
  const intl = useIntl();
  return (
    <CourseSection id="instructors" title={intl.formatMessage(messages.instructors)}>
      {isError ? (
        <SectionError onRetry={onRetry} />
      ) : !instructors ? (
        <div className={styles.list} role="status" aria-label={intl.formatMessage(messages.loading)}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="6rem" shape="block" />
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {instructors.map((instructor) => (
            <li key={instructor.slug}>
              <InstructorCard instructor={instructor} />
            </li>
          ))}
        </ul>
      )}
    </CourseSection>
  );
}

function InstructorCard({ instructor }: { instructor: InstructorWithStats }) {
  const intl = useIntl();
  const image = safeUrl(instructor.image);
  return (
    <Link to={`/instructor/${encodeURIComponent(instructor.slug)}`} className={styles.card}>
      <InstructorFace image={image} name={instructor.name} bio={instructor.short_bio}>
        <span className={styles.stats}>
          {intl.formatMessage(messages.learners, { count: instructor.students_count })} ·{' '}
          {intl.formatMessage(messages.courses, { count: instructor.courses_count })}
        </span>
      </InstructorFace>
      <ChevronRight aria-hidden="true" size={20} className={styles.arrow} />
    </Link>
  );
}
