/** A compact course row of the search screen (recently viewed, trending): logo, title, partner. */
import type { CourseSummary } from '@atrium/contract';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router/index.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { courseHref } from '../../common/course-card/courseHref.ts';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { InitialImage } from '../../ui/InitialImage.tsx';
import styles from './SearchModal.module.css';

interface Props {
  course: CourseSummary;
  onOpen: (course: CourseSummary) => void;
  /** E.g. the remove button, beside the link (never inside it). */
  action?: ReactNode;
}

export function CourseRow({ course, onOpen, action }: Props) {
  const { lmsBaseUrl } = useSettings();
  const title = course.additional_metadata.display_name;
  const organization = course.partner?.organization;
  const logo = lmsImageUrl(organization?.logo, lmsBaseUrl);
  return (
    <li className={styles.row}>
      <Link to={courseHref(course.course_slug)} className={styles.rowLink} onClick={() => onOpen(course)}>
        <InitialImage className={styles.rowLogo} src={logo} name={organization?.name ?? title} size={40} />
        <span className={styles.rowText}>
          <span className={styles.rowTitle} dir="auto">
            {title}
          </span>
          {organization && <span className={styles.rowPartner}>{organization.name}</span>}
        </span>
      </Link>
      {action}
    </li>
  );
}
