import { __iconData as circleCheckIcon } from 'lucide-react/icons/circle-check';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as triangleAlertIcon } from 'lucide-react/icons/triangle-exclamation-point';
import type { ComponentType, ReactNode } from 'react';
import { icon, type IconProps } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { PrerequisiteFirst } from '../../common/enrollment/PrerequisiteFirst.tsx';
import messages from './messages.ts';
import type { CardStatus as Status } from './rules.ts';
import styles from './EnrollmentCard.module.css';
import { classNames } from '../../lib/classNames.ts';

const CircleCheck = icon(circleCheckIcon);
const Clock = icon(clockIcon);
const TriangleAlert = icon(triangleAlertIcon);

/** A status message in its tone's colour, after its icon. */
function StatusLine({
  tone,
  icon: Icon,
  children,
}: {
  tone: 'warning' | 'success';
  icon: ComponentType<IconProps>;
  children: ReactNode;
}) {
  return (
    <p className={classNames(styles.status, styles[tone])}>
      <Icon className={styles.statusIcon} aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * Progress bar (with the percent as text, not colour alone) or the card's status message. A course
 * without a completion figure (no units counted: a stock LMS without its progress API) gets no bar.
 */
export function CardStatus({ status }: { status: Status }) {
  const intl = useIntl();
  switch (status.kind) {
    case 'prerequisite':
      return (
        <StatusLine tone="warning" icon={TriangleAlert}>
          <span>
            <PrerequisiteFirst
              courseSlug={status.courseSlug}
              courseName={status.courseName}
              linkClassName={styles.inlineLink}
            />
          </span>
        </StatusLine>
      );
    case 'completed':
      return (
        <StatusLine tone="success" icon={CircleCheck}>
          {intl.formatMessage(messages.completed)}
        </StatusLine>
      );
    case 'comingSoon':
      return (
        <StatusLine tone="warning" icon={Clock}>
          {intl.formatMessage(messages.comingSoon)}
        </StatusLine>
      );
    case 'noFigure':
      return null;
    case 'progress':
      return (
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={intl.formatMessage(messages.progressLabel)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.percent}
          >
            <div className={styles.fill} style={{ inlineSize: `${status.percent}%` }} />
          </div>
          <span className={styles.percent}>
            {intl.formatMessage(messages.progress, { percent: status.percent })}
          </span>
        </div>
      );
  }
}
