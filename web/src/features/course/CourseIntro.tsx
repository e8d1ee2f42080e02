import type { CourseDetail } from '@atrium/contract';
import { __iconData as share2Icon } from 'lucide-react/icons/share-2';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { courseShareLink } from '../../common/links/courseLinks.ts';
import { showToast } from '../../ui/toast/toastStore.ts';
import messages from './messages.ts';
import styles from './CoursePage.module.css';

const Share2 = icon(share2Icon);

/** Title, share, partner link and short description. */
export function CourseIntro({ course }: { course: CourseDetail }) {
  const intl = useIntl();
  const { baseUrl, publicPath } = useSettings();
  const meta = course.additional_metadata;
  const organization = course.partner?.organization;

  async function share() {
    const link = courseShareLink(baseUrl, publicPath, course.course_slug);
    if (await copyText(link)) {
      showToast({
        title: intl.formatMessage(messages.shareToastTitle),
        description: intl.formatMessage(messages.shareToastBody),
      });
    } else {
      showToast({ title: intl.formatMessage(messages.shareFailed), description: link });
    }
  }

  return (
    <header className={styles.intro}>
      <div className={styles.titleRow}>
        <h1 className={styles.title} dir="auto">
          {meta.display_name}
        </h1>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={intl.formatMessage(messages.share)}
          onClick={() => void share()}
        >
          <Share2 aria-hidden="true" size={20} />
        </button>
      </div>
      {organization && (
        // The line takes the direction of the organisation's name; the hidden label (a <bdi>, which
        // dir="auto" looks past) keeps its own.
        <p className={styles.partner} dir="auto">
          <bdi className="visually-hidden">{intl.formatMessage(messages.partner)} </bdi>
          <Link to={`/partners/${encodeURIComponent(organization.short_name)}`}>{organization.name}</Link>
        </p>
      )}
      {meta.short_description && (
        <p className={styles.shortDescription} dir="auto">
          {meta.short_description}
        </p>
      )}
    </header>
  );
}
