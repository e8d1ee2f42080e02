import type { CourseDetail } from '@atrium/contract';
import { __iconData as awardIcon } from 'lucide-react/icons/award';
import { __iconData as calendarDaysIcon } from 'lucide-react/icons/calendar-days';
import { __iconData as clockIcon } from 'lucide-react/icons/clock';
import { __iconData as gaugeIcon } from 'lucide-react/icons/gauge';
import { __iconData as globeIcon } from 'lucide-react/icons/globe';
import { __iconData as listVideoIcon } from 'lucide-react/icons/list-video';
import { __iconData as subtitlesIcon } from 'lucide-react/icons/captions';
import { __iconData as usersIcon } from 'lucide-react/icons/users';
import { icon } from '../../ui/icon.ts';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { formatTextList } from '../../lib/formatTextList.ts';
import { CourseImage } from '../../common/course-card/CourseImage.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { FIRST } from '../../common/course-card/pictureLoading.ts';
import { dateRows } from './courseDates.ts';
import { EnrollmentPanel } from './EnrollmentPanel.tsx';
import { PriceLine } from './PriceLine.tsx';
import type { CourseEnrollment } from './useCourseEnrollment.ts';
import { learnerCrowd } from './learnerCount.ts';
import messages from './messages.ts';
import styles from './Summary.module.css';

const Award = icon(awardIcon);
const CalendarDays = icon(calendarDaysIcon);
const Clock = icon(clockIcon);
const Gauge = icon(gaugeIcon);
const Globe = icon(globeIcon);
const ListVideo = icon(listVideoIcon);
const Subtitles = icon(subtitlesIcon);
const Users = icon(usersIcon);

/** A language's name in the page's language (intl keeps one formatter per locale), or its code. */
const languageName = (intl: IntlShape, code: string): string =>
  intl.formatDisplayName(code, { type: 'language' }) ?? code;

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={styles.row}>
      {icon}
      <span>{children}</span>
    </li>
  );
}

/** The summary: beside the text on wide screens, the "Info" section on phones. */
export function CourseSummary({
  course,
  enrollment,
  now,
}: {
  course: CourseDetail;
  enrollment: CourseEnrollment;
  now: Date;
}) {
  const intl = useIntl();
  const { lmsBaseUrl } = useSettings();
  const meta = course.additional_metadata;
  const icon = (Icon: typeof Globe) => <Icon aria-hidden="true" size={18} className={styles.icon} />;
  const {
    hours_effort_per_week_min: min,
    hours_effort_per_week_max: max,
    total_weeks_of_effort: weeks,
  } = course;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });

  return (
    <div className={styles.summary}>
      <div className={styles.cover}>
        <CourseImage
          src={lmsImageUrl(meta.course_image_url, lmsBaseUrl)}
          // pictureLoading('courseCover') at every width: phones, where it is hidden, fetch a blank pixel.
          loading={FIRST}
          hiddenWhen="(max-width: 768px)"
        />
      </div>
      <div className={styles.wideOnly}>
        <PriceLine paid={course.paid_course} />
        <EnrollmentPanel course={course} enrollment={enrollment} />
      </div>
      <ul className={styles.rows}>
        {meta.language && (
          <Row icon={icon(Globe)}>
            {intl.formatMessage(messages.language)}: {languageName(intl, meta.language)}
          </Row>
        )}
        {course.transcript_langs.length > 0 && (
          <Row icon={icon(Subtitles)}>
            {intl.formatMessage(messages.transcripts)}:{' '}
            {formatTextList(
              intl.locale,
              course.transcript_langs.map((code) => languageName(intl, code)),
            )}
          </Row>
        )}
        <Row icon={icon(Gauge)}>
          {intl.formatMessage(meta.self_paced ? messages.selfPaced : messages.instructorPaced)}
        </Row>
        {meta.certificate_enabled && (
          <Row icon={icon(Award)}>{intl.formatMessage(messages.verifiedCertificate)}</Row>
        )}
        {weeks !== null && weeks > 0 && (
          <Row icon={icon(CalendarDays)}>{intl.formatMessage(messages.weeks, { count: weeks })}</Row>
        )}
        {meta.units_count > 0 && (
          <Row icon={icon(ListVideo)}>
            {intl.formatMessage(messages.lessons, { count: meta.units_count })}
          </Row>
        )}
        {min !== null && max !== null && max > 0 && (
          <Row icon={icon(Clock)}>
            {min === max
              ? intl.formatMessage(messages.hoursPerWeekExact, { count: min })
              : intl.formatMessage(messages.hoursPerWeek, { min, max })}
          </Row>
        )}
      </ul>
      <ul className={styles.dates}>
        {dateRows(meta, now).map((row) => (
          <li key={row.kind}>{intl.formatMessage(messages[row.kind], { date: date(row.date) })}</li>
        ))}
      </ul>
      {meta.total_enrollments !== null && (
        <p className={styles.enrolled}>
          {icon(Users)}
          {intl.formatMessage(messages.enrolledCount, {
            count: meta.total_enrollments,
            crowd: learnerCrowd(meta.total_enrollments),
          })}
        </p>
      )}
      {meta.last_modification_date && (
        <p className={styles.muted}>
          {intl.formatMessage(messages.lastUpdate, { date: date(meta.last_modification_date) })}
        </p>
      )}
    </div>
  );
}
