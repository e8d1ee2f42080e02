import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { CourseSection } from './CourseSection.tsx';
import { InstructorFace } from './InstructorFace.tsx';
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
            <InstructorFace
              image={lmsImageUrl(member.image, lmsBaseUrl)}
              name={member.name}
              bio={member.bio}
            />
          </li>
        ))}
      </ul>
    </CourseSection>
  );
}
