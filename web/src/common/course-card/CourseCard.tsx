/**
 * The catalogue course card (home, discover, search, partner, instructor, similar courses). The whole
 * card is one link by the "stretched link" pattern: the title link covers the card with a
 * pseudo-element, and the partner link sits above it — valid HTML (no <a> in <a>) and both links are
 * reachable by keyboard.
 */
import type { CourseSummary } from '@atrium/contract';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as listVideoIcon } from 'lucide-react/icons/list-video';
import { __iconData as userRoundIcon } from 'lucide-react/icons/user-round';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useExtension } from '../../config/extensions.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { formatTextList } from '../../lib/formatTextList.ts';
import { hitHref } from './courseHref.ts';
import { CourseImage, PartnerLogo } from './CourseImage.tsx';
import { lmsImageUrl } from './imageUrl.ts';
import { LAZY, type PictureLoading } from './pictureLoading.ts';
import { RunLine } from './RunLine.tsx';
import type { Distinction } from './sameTitle.ts';
import messages from './messages.ts';
import { usePriceLabel } from './usePriceLabel.ts';
import styles from './CourseCard.module.css';
import { Slot } from '../../slots/Slot.tsx';
import { SLOT_IDS } from '../../slots/slotIds.ts';

const Clock = icon(clockIcon);
const ListVideo = icon(listVideoIcon);
const UserRound = icon(userRoundIcon);

export interface CourseCardProps {
  course: CourseSummary;
  /**
   * A program search hit: says "Program" and links to /program/{slug}/, or to nothing on a platform
   * without program pages (the `programs` extension): the card still shows what the catalogue holds.
   */
  isProgram?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Called when the card is opened (e.g. to add it to "recently viewed"). */
  onOpen?: (course: CourseSummary) => void;
  /** How its cover loads (pictureLoading.ts); by default when scrolled near. */
  picture?: PictureLoading;
  /** What tells it apart from a card of the same title in its list (sameTitle.ts). */
  run?: Distinction | null;
}

export function CourseCard({
  course,
  isProgram = false,
  headingLevel = 3,
  onOpen,
  picture = LAZY,
  run = null,
}: CourseCardProps) {
  const intl = useIntl();
  const { lmsBaseUrl } = useSettings();
  const href = hitHref(course.course_slug, isProgram, useExtension('programs'));
  const price = usePriceLabel(course.paid_course);
  const meta = course.additional_metadata;
  const title = meta.display_name;
  const organization = course.partner?.organization ?? null;
  const Heading = `h${headingLevel}` as const;
  const weeks = course.total_weeks_of_effort ?? 0;
  const { hours_effort_per_week_min: min, hours_effort_per_week_max: max } = course;

  return (
    <Slot id={SLOT_IDS.courseCard} props={{ course }}>
      <article className={styles.card}>
        <div className={styles.media}>
          <CourseImage src={lmsImageUrl(meta.course_image_url, lmsBaseUrl)} loading={picture} />
          {organization && (
            <PartnerLogo src={lmsImageUrl(organization.logo, lmsBaseUrl)} name={organization.name} />
          )}
        </div>
        <div className={styles.body}>
          {isProgram && <span className={styles.badge}>{intl.formatMessage(messages.program)}</span>}
          <Heading className={styles.title} dir="auto">
            {href === null ? (
              title
            ) : (
              <Link to={href} className={styles.titleLink} onClick={() => onOpen?.(course)}>
                {title}
              </Link>
            )}
          </Heading>
          {organization && (
            // dir="auto" follows the organisation's name; the hidden label is a <bdi> it looks past.
            <p className={styles.partner} dir="auto">
              <bdi className="visually-hidden">{intl.formatMessage(messages.partner)} </bdi>
              <Link
                to={`/partners/${encodeURIComponent(organization.short_name)}`}
                className={styles.partnerLink}
              >
                {organization.name}
              </Link>
            </p>
          )}
          <RunLine distinction={run} />
          <ul className={styles.meta}>
            {course.instructors.length > 0 && (
              <li>
                <UserRound aria-hidden="true" size={16} />
                <span dir="auto">
                  <bdi className="visually-hidden">{intl.formatMessage(messages.instructors)} </bdi>
                  {formatTextList(
                    intl.locale,
                    course.instructors.map((instructor) => instructor.name),
                  )}
                </span>
              </li>
            )}
            {meta.units_count > 0 && (
              <li>
                <ListVideo aria-hidden="true" size={16} />
                <span>{intl.formatMessage(messages.lessons, { count: meta.units_count })}</span>
              </li>
            )}
            {weeks > 0 && (
              <li>
                <Clock aria-hidden="true" size={16} />
                <span>
                  {intl.formatMessage(messages.weeks, { count: weeks })}
                  {min !== null && max !== null && ' '}
                  {min !== null &&
                    max !== null &&
                    min === max &&
                    intl.formatMessage(messages.hoursExact, { count: min })}
                  {min !== null &&
                    max !== null &&
                    min !== max &&
                    intl.formatMessage(messages.hoursRange, { min, max })}
                </span>
              </li>
            )}
          </ul>
          {price !== null && (
            <p className={styles.price}>
              <span className="visually-hidden">{intl.formatMessage(messages.price)} </span>
              {price}
            </p>
          )}
        </div>
      </article>
    </Slot>
  );
}
