/** Recently viewed courses (docs/product-rules.md, "Recently viewed"): newest first, each removable, and 'Clear all'. Hidden when empty. */
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import {
  addRecentPage,
  clearRecentPages,
  removeRecentPage,
  useRecentPages,
} from '../../common/recent/recentPages.ts';
import { CourseRow } from './CourseRow.tsx';
import messages from './messages.ts';
import { Section } from '../../ui/Section.tsx';
import styles from './SearchModal.module.css';

const X = icon(xIcon);

export function RecentlyViewed({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const pages = useRecentPages();
  if (pages.length === 0) return null;
  return (
    <Section
      compact
      title={intl.formatMessage(messages.recentlyViewed)}
      action={
        <button type="button" className={styles.textButton} onClick={clearRecentPages}>
          {intl.formatMessage(messages.clearAll)}
        </button>
      }
    >
      <ul className={styles.rows}>
        {pages.map((course) => (
          <CourseRow
            key={course.course_slug}
            course={course}
            onOpen={(opened) => {
              addRecentPage(opened);
              onNavigate();
            }}
            action={
              <button
                type="button"
                className={styles.removeButton}
                aria-label={intl.formatMessage(messages.remove, {
                  title: course.additional_metadata.display_name,
                })}
                onClick={() => removeRecentPage(course.course_slug)}
              >
                <X aria-hidden="true" size={18} />
              </button>
            }
          />
        ))}
      </ul>
    </Section>
  );
}
