import type { CourseDetail, PrereqCourseRef } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import { __iconData as triangleAlertIcon } from 'lucide-react/icons/triangle-exclamation-point';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { courseMetadataQuery } from '../../api/courseMetadata.ts';
import { CourseCard } from '../../common/course-card/CourseCard.tsx';
import { CourseCardSkeleton } from '../../common/course-card/CourseCardSkeleton.tsx';
import { CourseGrid } from '../../common/course-card/CourseGrid.tsx';
import { CourseSection } from './CourseSection.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import messages from './messages.ts';
import styles from './CoursePage.module.css';

const TriangleAlert = icon(triangleAlertIcon);

export function RequirementsSection({ course }: { course: CourseDetail }) {
  const intl = useIntl();
  const prerequisites = course.additional_metadata.pre_req_courses;
  return (
    <CourseSection id="requirements" title={intl.formatMessage(messages.requirements)}>
      {course.requirements.length > 0 && (
        <ul className={styles.bullets}>
          {course.requirements.map((text, index) => (
            // The item keeps the page's direction (its bullet stays inside the list's padding); the
            // text inside takes the direction of its own language.
            <li key={index}>
              <span dir="auto">{text}</span>
            </li>
          ))}
        </ul>
      )}
      {prerequisites.length > 0 && (
        <div className={styles.prerequisites}>
          <h3 className={styles.subheading}>{intl.formatMessage(messages.prerequisiteHeading)}</h3>
          <p className={styles.attention}>
            <TriangleAlert aria-hidden="true" size={20} />
            <span>
              <strong>{intl.formatMessage(messages.attention)}</strong>{' '}
              {intl.formatMessage(messages.prerequisite)}
            </span>
          </p>
          <CourseGrid>
            {prerequisites.map((prerequisite) => (
              <PrerequisiteCard key={prerequisite.course_slug} prerequisite={prerequisite} />
            ))}
          </CourseGrid>
        </div>
      )}
    </CourseSection>
  );
}

/** The catalogue card of the prerequisite course (its own metadata call gives the card everything). */
function PrerequisiteCard({ prerequisite }: { prerequisite: PrereqCourseRef }) {
  const { data, isPending, isError, refetch } = useQuery(
    courseMetadataQuery(useApiClient(), prerequisite.course_slug),
  );
  if (isPending) return <CourseCardSkeleton />;
  if (isError) return <SectionError onRetry={() => void refetch()} />;
  return <CourseCard course={data} headingLevel={4} />;
}
