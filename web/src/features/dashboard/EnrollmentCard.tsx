/**
 * The enrolled-course card (docs/product-rules.md, "Enrolled course card"). The whole card opens the course home
 * through its title link stretched over the card (unless the course has not started or a prerequisite
 * is unmet); partner, status link, button, share and menu stay separate interactive elements above it.
 */
import type { EnrolledCourse } from '@atrium/contract';
import { __iconData as bookOpenIcon } from 'lucide-react/icons/book-open';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CardActions } from './CardActions.tsx';
import { CardDateLine } from './CardDateLine.tsx';
import { CardStatus } from './CardStatus.tsx';
import messages from './messages.ts';
import { useEnrollmentCard } from './useEnrollmentCard.ts';
import { EnrolledCourseButton } from '../../common/enrollment/EnrolledCourseButton.tsx';
import { LAZY, type PictureLoading } from '../../common/course-card/pictureLoading.ts';
import { RunLine } from '../../common/course-card/RunLine.tsx';
import type { Distinction } from '../../common/course-card/sameTitle.ts';
import styles from './EnrollmentCard.module.css';

const BookOpen = icon(bookOpenIcon);

interface Props {
  course: EnrolledCourse;
  now: Date;
  /** How its image loads (pictureLoading.ts); by default when scrolled near. */
  picture?: PictureLoading;
  /** What tells it apart from a card of the same title in its list (sameTitle.ts). */
  run?: Distinction | null;
}

export function EnrollmentCard({ course, now, picture = LAZY, run = null }: Props) {
  const intl = useIntl();
  const card = useEnrollmentCard(course, now);
  const { course_name: name, org_display_name: partner } = course.course_details;
  const partnerSlug = course.organization.short_name;

  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        {card.imageUrl ? (
          <img
            className={styles.image}
            src={card.imageUrl}
            alt=""
            width={320}
            height={180}
            loading={picture.lazy ? 'lazy' : 'eager'}
            fetchPriority={picture.highPriority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <BookOpen size={40} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.top}>
          <h3 className={styles.title} dir="auto">
            {card.canOpen ? (
              <a className={styles.titleLink} href={card.courseHome}>
                {name}
              </a>
            ) : (
              name
            )}
          </h3>
          <CardActions course={course} card={card} />
        </div>
        {partner &&
          (partnerSlug ? (
            <Link
              className={styles.partner}
              to={`/partners/${encodeURIComponent(partnerSlug)}`}
              aria-label={intl.formatMessage(messages.partner, { partner })}
            >
              {partner}
            </Link>
          ) : (
            <span className={styles.partnerText}>{partner}</span>
          ))}
        <RunLine distinction={run} />
        <p className={styles.dateLine}>
          {card.detailsLoading ? <Skeleton width="14rem" /> : <CardDateLine line={card.dateLine} />}
        </p>
        <div className={styles.bottom}>
          {card.statusLoading ? <Skeleton width="12rem" /> : <CardStatus status={card.status} />}
          <EnrolledCourseButton className={styles.action} button={card.button} />
        </div>
      </div>
    </article>
  );
}
