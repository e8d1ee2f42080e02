/**
 * A partner's or an instructor's popular courses: four cards, and 'View all' to the catalogue
 * browser filtered by them when there are more than four.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { popularCoursesQuery } from '../../api/catalogue.ts';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import { CourseCard } from './CourseCard.tsx';
import { CourseGrid, CourseGridSkeleton } from './CourseGrid.tsx';
import { courseIdentity, sameTitleDistinctions } from './sameTitle.ts';
import messages from './popularMessages.ts';
import { searchHref } from '../search/searchLinks.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { recordRecentPage } from '../recent/recordRecentPage.ts';
import { Section } from '../../ui/Section.tsx';
import styles from './PopularCourses.module.css';

const SHOWN = 4;

type Props =
  | { target: 'partner'; shortName: string; organisationName: string | undefined }
  | { target: 'instructor'; slug: string; instructorName: string | undefined };

export function PopularCourses(props: Props) {
  const intl = useIntl();
  const query =
    props.target === 'partner'
      ? { target: props.target, partner_shortname: props.shortName }
      : { target: props.target, instructor_slug: props.slug };
  const { data, isPending, isError, refetch } = useQuery(popularCoursesQuery(useApiClient(), query));
  const name = props.target === 'partner' ? props.organisationName : props.instructorName;
  const shown = data?.slice(0, SHOWN) ?? [];
  const runs = sameTitleDistinctions(shown.map((course) => courseIdentity(course)));
  // A stock index filters by the org code, the admin console's search by the organisation's name.
  const partnerValue =
    useSettings().platformApi === 'openedx' && props.target === 'partner' ? props.shortName : name;
  const viewAllHref = searchHref(
    props.target === 'partner' ? { partner: partnerValue } : { instructor: name },
  );

  return (
    <Section
      title={intl.formatMessage(messages.heading)}
      action={
        data &&
        data.length > SHOWN &&
        name && (
          <Link className={buttonClassName('secondary')} to={viewAllHref}>
            {intl.formatMessage(messages.viewAll)}
          </Link>
        )
      }
    >
      {isPending ? (
        <CourseGridSkeleton count={SHOWN} />
      ) : isError ? (
        <SectionError onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <CourseGrid>
          {shown.map((course, index) => (
            <CourseCard
              key={course.course_slug}
              course={course}
              headingLevel={3}
              onOpen={recordRecentPage}
              run={runs[index]}
            />
          ))}
        </CourseGrid>
      )}
    </Section>
  );
}
