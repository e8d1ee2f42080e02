/**
 * Share and the more menu (above 768 px), or one button opening the action sheet (768 px and below),
 * and the unenroll confirmation. CSS decides which trigger shows, so nothing remounts on resize.
 */
import type { EnrolledCourse } from '@atrium/contract';
import { __iconData as bookOpenIcon } from 'lucide-react/icons/book-open';
import { __iconData as ellipsisVerticalIcon } from 'lucide-react/icons/ellipsis-vertical';
import { __iconData as infoIcon } from 'lucide-react/icons/info';
import { __iconData as logOutIcon } from 'lucide-react/icons/log-out';
import { __iconData as playIcon } from 'lucide-react/icons/play';
import { __iconData as share2Icon } from 'lucide-react/icons/share-2';
import { icon } from '../../ui/icon.ts';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { DropdownMenu } from '../../ui/DropdownMenu.tsx';
import { useOpenedOnce } from '../../ui/useOpenedOnce.ts';
import type { MenuEntry } from '../../ui/menuEntry.ts';
import enrolledMessages from '../../common/enrollment/messages.ts';
import messages from './messages.ts';
import { moreMenuActions, sheetActions, type MenuAction } from './rules.ts';
import type { EnrollmentCardState } from './useEnrollmentCard.ts';
import { useShareCourse } from './useShareCourse.ts';
import styles from './EnrollmentCard.module.css';

const BookOpen = icon(bookOpenIcon);
const EllipsisVertical = icon(ellipsisVerticalIcon);
const Info = icon(infoIcon);
const LogOut = icon(logOutIcon);
const Play = icon(playIcon);
const Share2 = icon(share2Icon);

// The sheet and the confirmation (Radix dialog) load when first opened: a dozen cards render none.
const ActionSheet = lazy(() => import('../../ui/ActionSheet.tsx').then((m) => ({ default: m.ActionSheet })));
const UnenrollDialog = lazy(() =>
  import('./UnenrollDialog.tsx').then((m) => ({ default: m.UnenrollDialog })),
);

interface Props {
  course: EnrolledCourse;
  card: EnrollmentCardState;
}

export function CardActions({ course, card }: Props) {
  const intl = useIntl();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [unenrollOpen, setUnenrollOpen] = useState(false);
  const sheetUsed = useOpenedOnce(sheetOpen);
  const unenrollUsed = useOpenedOnce(unenrollOpen);
  const share = useShareCourse(card.shareUrl);
  const name = course.course_details.course_name;
  const resumeHref = card.button.kind === 'resume' ? card.button.href : card.courseHome;

  const entry = (action: MenuAction): MenuEntry => {
    switch (action) {
      case 'resume':
        return {
          key: action,
          label: intl.formatMessage(enrolledMessages.resumeCourse),
          icon: <Play aria-hidden="true" size={18} />,
          href: resumeHref,
          disabled: !card.canOpen,
        };
      case 'goToCourse':
        return {
          key: action,
          label: intl.formatMessage(enrolledMessages.goToCourse),
          icon: <BookOpen aria-hidden="true" size={18} />,
          href: card.courseHome,
        };
      case 'courseInfo':
        return {
          key: action,
          label: intl.formatMessage(messages.courseInfo),
          icon: <Info aria-hidden="true" size={18} />,
          to: `/course/${encodeURIComponent(course.course_metadata.slug)}/`,
        };
      case 'share':
        return {
          key: action,
          label: intl.formatMessage(messages.shareAction),
          icon: <Share2 aria-hidden="true" size={18} />,
          onSelect: () => void share(),
        };
      case 'unenroll':
        return {
          key: action,
          label: intl.formatMessage(messages.unenroll),
          icon: <LogOut aria-hidden="true" size={18} />,
          onSelect: () => setUnenrollOpen(true),
          danger: true,
        };
    }
  };
  const moreLabel = intl.formatMessage(messages.moreActions, { course: name });

  return (
    <div className={styles.actions}>
      <div className={styles.desktopActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={intl.formatMessage(messages.share, { course: name })}
          onClick={() => void share()}
        >
          <Share2 aria-hidden="true" size={20} />
        </button>
        <DropdownMenu
          label={moreLabel}
          icon={<EllipsisVertical aria-hidden="true" size={20} />}
          entries={moreMenuActions(card.button).map(entry)}
        />
      </div>
      <div className={styles.phoneActions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={moreLabel}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          <EllipsisVertical aria-hidden="true" size={20} />
        </button>
      </div>
      {/* One boundary each: the confirmation loading must not hide the closing sheet. */}
      <Suspense fallback={null}>
        {sheetUsed && (
          <ActionSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            title={name}
            entries={sheetActions(card.canOpen).map(entry)}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {unenrollUsed && (
          <UnenrollDialog
            courseId={course.course_details.course_id}
            open={unenrollOpen}
            onOpenChange={setUnenrollOpen}
          />
        )}
      </Suspense>
    </div>
  );
}
