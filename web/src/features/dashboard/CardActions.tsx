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
import { useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { ActionSheet } from '../../ui/ActionSheet.tsx';
import { DropdownMenu } from '../../ui/DropdownMenu.tsx';
import type { MenuEntry } from '../../ui/menuEntry.ts';
import enrolledMessages from '../../common/enrollment/messages.ts';
import messages from './messages.ts';
import { moreMenuActions, sheetActions, type MenuAction } from './rules.ts';
import { UnenrollDialog } from './UnenrollDialog.tsx';
import type { EnrollmentCardState } from './useEnrollmentCard.ts';
import { useShareCourse } from './useShareCourse.ts';
import styles from './EnrollmentCard.module.css';
import { classNames } from '../../lib/classNames.ts';

const BookOpen = icon(bookOpenIcon);
const EllipsisVertical = icon(ellipsisVerticalIcon);
const Info = icon(infoIcon);
const LogOut = icon(logOutIcon);
const Play = icon(playIcon);
const Share2 = icon(share2Icon);

interface Props {
  course: EnrolledCourse;
  card: EnrollmentCardState;
}

export function CardActions({ course, card }: Props) {
  const intl = useIntl();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [unenrollOpen, setUnenrollOpen] = useState(false);
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
      <button
        type="button"
        className={classNames(styles.iconButton, styles.phoneActions)}
        aria-label={moreLabel}
        aria-haspopup="dialog"
        onClick={() => setSheetOpen(true)}
      >
        <EllipsisVertical aria-hidden="true" size={20} />
      </button>
      <ActionSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title={name}
        entries={sheetActions(card.canOpen).map(entry)}
      />
      <UnenrollDialog
        courseId={course.course_details.course_id}
        open={unenrollOpen}
        onOpenChange={setUnenrollOpen}
      />
    </div>
  );
}
