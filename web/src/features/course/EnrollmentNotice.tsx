import type { PrereqCourseRef } from '@atrium/contract';
import { __iconData as triangleAlertIcon } from 'lucide-react/icons/triangle-exclamation-point';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { PrerequisiteFirst } from '../../common/enrollment/PrerequisiteFirst.tsx';
import type { EnrolledNotice, EnrollmentNotice as Notice } from './enrollment.ts';
import messages from './messages.ts';
import styles from './Enrollment.module.css';

const TriangleAlert = icon(triangleAlertIcon);

interface Props {
  notice: Notice | EnrolledNotice;
  prerequisite?: PrereqCourseRef | undefined;
  /** `alert` for a failure the learner just caused; plain text for the page's standing notice. */
  role?: 'alert';
}

/** Why the button is disabled (docs/product-rules.md, "Design rules": a disabled button says why). */
export function EnrollmentNotice({ notice, prerequisite, role }: Props) {
  const intl = useIntl();
  return (
    <div className={styles.notice} role={role}>
      <TriangleAlert aria-hidden="true" size={20} className={styles.noticeIcon} />
      <div>
        {notice === 'purchaseUnavailable' && (
          <p className={styles.noticeTitle}>{intl.formatMessage(messages.purchaseUnavailableTitle)}</p>
        )}
        {notice === 'prerequisiteFirst' && prerequisite ? (
          <p>
            <PrerequisiteFirst courseSlug={prerequisite.course_slug} courseName={prerequisite.display_name} />
          </p>
        ) : (
          <p>{intl.formatMessage(messages[notice === 'prerequisiteFirst' ? 'prerequisite' : notice])}</p>
        )}
        {notice === 'prerequisite' && prerequisite && (
          <Link to={`/course/${encodeURIComponent(prerequisite.course_slug)}/`}>
            {intl.formatMessage(messages.prerequisiteLink, {
              courseName: prerequisite.display_name || prerequisite.course_slug,
            })}
          </Link>
        )}
      </div>
    </div>
  );
}
