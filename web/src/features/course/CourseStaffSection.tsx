import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { TitleLines } from '../../ui/TitleLines.tsx';
import { CourseSection } from './CourseSection.tsx';
import type { StaffMember } from './courseStaff.ts';
import messages from './messages.ts';
import styles from './Instructors.module.css';

/**
 * The instructors a stock course's about page names (courseStaff.ts): their picture, name and bio,
 * with no link, since a stock LMS has no instructor pages. A picture's path is on the LMS.
 */
export function CourseStaffSection({ staff }: { staff: readonly StaffMember[] }) {
  const intl = useIntl();
  const { lmsBaseUrl } = useSettings();
  return (
    <CourseSection id="instructors" title={intl.formatMessage(messages.instructors)}>
      <ul className={styles.list}>
        {staff.map((member, index) => (
          <li key={index} className={styles.member}>
            <Avatar
              src={lmsImageUrl(member.image, lmsBaseUrl)}
              size={64}
              alt={intl.formatMessage(messages.instructorPhoto, { name: member.name })}
              lazy
            />
            <span className={styles.text}>
              <TitleLines
                variant="inline"
                title={member.name}
                summary={member.bio}
                classNames={[styles.name, styles.bio]}
              />
            </span>
          </li>
        ))}
      </ul>
    </CourseSection>
  );
}
