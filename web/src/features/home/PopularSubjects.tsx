/** Popular Subjects (docs/product-rules.md, "Home"): 10/5/all tiles, each opening /search filtered by it; hidden when empty. */
import { useQuery } from '@tanstack/react-query';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { ViewAllLink } from './ViewAllLink.tsx';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { popularSubjectsQuery } from '../../api/catalogue.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { searchHref } from '../../common/search/searchLinks.ts';
import messages from './messages.ts';
import uiMessages from '../../ui/messages.ts';
import { popularSubjectCount } from './rules.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import { InitialImage } from '../../ui/InitialImage.tsx';
import { Section } from '../../ui/Section.tsx';
import styles from './HomePage.module.css';

const ChevronRight = icon(chevronRightIcon);

export const SUBJECT_SKELETONS = 10;

export function PopularSubjects() {
  const intl = useIntl();
  const { lmsBaseUrl } = useSettings();
  const subjects = useQuery(popularSubjectsQuery(useApiClient()));
  const list = subjects.data?.results ?? [];
  if (subjects.isSuccess && list.length === 0) return null;
  const shown = list.slice(0, popularSubjectCount(list.length));

  return (
    <Section
      title={intl.formatMessage(messages.popularSubjects)}
      action={<ViewAllLink to="/discover" label={intl.formatMessage(messages.viewAllSubjects)} />}
    >
      {subjects.isPending && (
        <div className={styles.subjects} role="status" aria-label={intl.formatMessage(uiMessages.loading)}>
          {Array.from({ length: SUBJECT_SKELETONS }, (_, index) => (
            <Skeleton key={index} shape="block" className={styles.subjectSkeleton} />
          ))}
        </div>
      )}
      {subjects.isError && <SectionError onRetry={() => void subjects.refetch()} />}
      {shown.length > 0 && (
        <ul className={styles.subjects}>
          {shown.map((subject) => {
            const image = lmsImageUrl(subject.image, lmsBaseUrl);
            return (
              <li key={subject.slug}>
                <Link to={searchHref({ subject: subject.title })} className={styles.subject}>
                  <InitialImage className={styles.subjectImage} src={image} name={subject.title} size={48} />
                  <span className={styles.subjectTitle}>{subject.title}</span>
                  <ChevronRight aria-hidden="true" size={18} className={styles.chevron} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
