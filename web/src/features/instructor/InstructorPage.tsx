/**
 * `/instructor/{slug}`: photo, name, short bio and bio, website and social links (http(s) only),
 * course and student counts, popular courses. Unknown instructor → not-found page at the same URL.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { useParams } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { instructorQuery } from '../../api/catalogue.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { instructorPath } from '../../common/links/pageLinks.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { PageTrail } from '../../common/page/PageTrail.tsx';
import { isNotFound } from '../../api/errors.ts';
import { PopularCourses } from '../../common/course-card/PopularCourses.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { NotFoundPage } from '../not-found/index.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { TitleLines } from '../../ui/TitleLines.tsx';
import messages from './messages.ts';
import layout from '../../ui/layout.module.css';
import { Section } from '../../ui/Section.tsx';
import styles from './InstructorPage.module.css';
import { useCapability } from '../../config/capabilities.ts';

const LINKS = [
  ['website', messages.website],
  ['linkedin', messages.linkedin],
  ['facebook', messages.facebook],
  ['twitter', messages.twitter],
] as const;

function InstructorPageContent() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const instructor = useQuery(instructorQuery(useApiClient(), slug));
  const data = instructor.data;
  const missing = instructor.isError && isNotFound(instructor.error);

  // The not-found page declares its own head.
  if (missing) return <NotFoundPage />;
  const photo = safeUrl(data?.image);
  const links = data
    ? LINKS.flatMap(([key, label]) => {
        const href = safeUrl(data[key]);
        return href ? [{ key, href, label }] : [];
      })
    : [];

  return (
    <div className={layout.page}>
      <PageHead
        label={data?.name ?? (instructor.isPending ? null : intl.formatMessage(routeLabels.instructor))}
        description={data?.bio.trim() ? data.bio : data?.short_bio}
        image={data?.image}
        path={instructorPath(slug)}
        type="profile"
      />
      <PageTrail items={[{ label: data?.name ?? intl.formatMessage(routeLabels.instructor) }]} />
      {instructor.isError ? (
        <SectionError onRetry={() => void instructor.refetch()} />
      ) : (
        <header className={styles.profile}>
          <Avatar
            src={data ? photo : null}
            size={160}
            alt={data ? intl.formatMessage(messages.photo, { name: data.name }) : ''}
          />
          {data ? (
            <div className={styles.text}>
              <TitleLines
                variant="page"
                title={data.name}
                summary={data.short_bio}
                classNames={[styles.name, styles.shortBio]}
              />
              <ul className={layout.facts} aria-label={intl.formatMessage(messages.stats)}>
                <li>{intl.formatMessage(messages.courses, { count: data.courses_count })}</li>
                <li>{intl.formatMessage(messages.students, { count: data.students_count })}</li>
              </ul>
              {links.length > 0 && (
                <ul className={styles.links} aria-label={intl.formatMessage(messages.links)}>
                  {links.map(({ key, href, label }) => (
                    <li key={key}>
                      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                        {intl.formatMessage(label)}
                        <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <div className={styles.text} role="status" aria-label={intl.formatMessage(messages.loading)}>
              <Skeleton width="min(16rem, 80%)" height="2.1rem" />
              <Skeleton width="min(20rem, 90%)" height="1.5rem" />
              <Skeleton width="min(20rem, 90%)" height="1.5rem" />
            </div>
          )}
        </header>
      )}
      {data?.bio && (
        <Section className={styles.about} title={intl.formatMessage(messages.about)}>
          <p dir="auto">{data.bio}</p>
        </Section>
      )}
      <PopularCourses target="instructor" slug={slug} instructorName={data?.name} />
    </div>
  );
}

/** A stock platform has no instructors (config/capabilities.ts): the not-found page instead. */
export default function InstructorPage() {
  return useCapability('instructors') ? <InstructorPageContent /> : <NotFoundPage />;
}
