import type { CourseDetail } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { icon } from '../../ui/icon.ts';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { courseInstructorsQuery, courseTocQuery } from '../../api/courses.ts';
import { useCapability } from '../../config/capabilities.ts';
import { canOpenCourse } from '../../common/enrollment/courseButton.ts';
import { AboutSection } from './AboutSection.tsx';
import { useAboutText } from './useAboutText.ts';
import { CourseBreadcrumbs } from './CourseBreadcrumbs.tsx';
import { CourseContent } from './CourseContent.tsx';
import { CourseIntro } from './CourseIntro.tsx';
import { CourseSection } from './CourseSection.tsx';
import { CourseStaffSection } from './CourseStaffSection.tsx';
import { CourseSummary } from './CourseSummary.tsx';
import { asEnrolledCourse } from './enrollment.ts';
import { EnrollmentPanel } from './EnrollmentPanel.tsx';
import { InstructorsSection } from './InstructorsSection.tsx';
import { PriceLine } from './PriceLine.tsx';
import { RequirementsSection } from './RequirementsSection.tsx';
import { SectionNav, type NavItem } from './SectionNav.tsx';
import { SimilarCourses } from './SimilarCourses.tsx';
import { useCourseEnrollment } from './useCourseEnrollment.ts';
import { useRecordVisit } from './useRecordVisit.ts';
import { useOpenedOnce } from '../../ui/useOpenedOnce.ts';
import { useDeferredAnswer } from '../../lib/deferredAnswer.ts';
import { useAfterFirstPaint } from '../../lib/afterNextPaint.ts';
import messages from './messages.ts';
import styles from './CoursePage.module.css';
import { Slot } from '../../slots/Slot.tsx';
import { SLOT_IDS } from '../../slots/slotIds.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { courseShareLink } from '../../common/links/courseLinks.ts';
import { StructuredData } from '../../common/structured-data/StructuredData.tsx';
import { courseStructuredData } from './courseStructuredData.ts';

// The enrollment alerts (Radix dialog) load when the first one opens, not with the page.
const EnrollmentDialogs = lazy(() =>
  import('./EnrollmentDialogs.tsx').then((m) => ({ default: m.EnrollmentDialogs })),
);

const Check = icon(checkIcon);

export function CourseView({ course }: { course: CourseDetail }) {
  const intl = useIntl();
  const client = useApiClient();
  const { baseUrl, publicPath, lmsBaseUrl } = useSettings();
  const [now] = useState(() => new Date());
  const enrollment = useCourseEnrollment(course);
  // Back from a failed payment, its alert opens by itself (no dialog chosen).
  const dialogsUsed = useOpenedOnce(enrollment.dialog !== null || enrollment.state.paymentFailed);
  // A stock LMS lists no course's instructors (its about page may name them), and shows a course's
  // contents only to some callers (its outline answers without blocks otherwise): there the contents
  // appear once an answer has them, never as a frame that loads, fails or stays empty.
  const withInstructors = useCapability('instructors');
  const tocKeepsItsPlace = useCapability('course-extras');
  // What is below the fold (instructors, contents, similar courses) and the visit's record wait until
  // the course above has been painted: their requests never share a slow phone's connections with it.
  const painted = useAfterFirstPaint();
  const instructors = useQuery({
    ...courseInstructorsQuery(client, course.course_slug),
    enabled: withInstructors && painted,
  });
  const toc = useQuery({ ...courseTocQuery(client, course.course_id), enabled: painted });
  // Both answers arrive after the page is up; rendered in the deferred lane, a long table of
  // contents or list of instructors does not hold the main thread in one task.
  const tocShown = useDeferredAnswer(toc.data).data;
  const instructorsShown = useDeferredAnswer(instructors.data).data;
  useRecordVisit(course, painted);

  const meta = course.additional_metadata;
  // Without an instructors API (a stock LMS), the About text's course-staff section is the list.
  const aboutText = useAboutText(meta.about_overview, course.what_you_will_learn, !withInstructors);
  const staff = withInstructors ? [] : aboutText.staff;
  // Left out once its sanitised text proves to show nothing (say, only a heading naming the section)
  // and there is no video; while the text is on its way it keeps its place.
  const hasAbout = Boolean(meta.intro_video) || aboutText.mayShow;
  const hasRequirements = course.requirements.length > 0 || meta.pre_req_courses.length > 0;
  // A section whose call is still loading keeps its place; one that came back empty is left out.
  const hasContent = toc.isSuccess ? toc.data.toc.sections.length > 0 : tocKeepsItsPlace;
  const hasInstructors =
    (withInstructors && (!instructors.isSuccess || instructors.data.length > 0)) || staff.length > 0;
  const canOpenUnits =
    enrollment.enrolled &&
    canOpenCourse(
      asEnrolledCourse(course),
      enrollment.prereqState === 'none' ? 'met' : enrollment.prereqState,
      now,
    );

  const items: NavItem[] = [
    { id: 'info', label: intl.formatMessage(messages.info) },
    ...(hasAbout ? [{ id: 'about', label: intl.formatMessage(messages.about) } as const] : []),
    ...(course.what_you_will_learn.length > 0
      ? [{ id: 'learn', label: intl.formatMessage(messages.learn) } as const]
      : []),
    ...(hasRequirements
      ? [{ id: 'requirements', label: intl.formatMessage(messages.requirements) } as const]
      : []),
    ...(hasContent ? [{ id: 'content', label: intl.formatMessage(messages.content) } as const] : []),
    ...(hasInstructors
      ? [{ id: 'instructors', label: intl.formatMessage(messages.instructors) } as const]
      : []),
  ];

  return (
    <div className={styles.page}>
      <StructuredData
        data={courseStructuredData(course, {
          url: courseShareLink(baseUrl, publicPath, course.course_slug),
          lmsBaseUrl,
        })}
      />
      <CourseBreadcrumbs courseName={meta.display_name} />
      <CourseIntro course={course} />
      <SectionNav items={items} />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <Slot id={SLOT_IDS.courseSidePanel} props={{ course }}>
            <CourseSection id="info" title={intl.formatMessage(messages.info)} className={styles.infoSection}>
              <CourseSummary course={course} enrollment={enrollment} now={now} />
            </CourseSection>
          </Slot>
        </div>
        <div className={styles.main}>
          {hasAbout && (
            <AboutSection text={aboutText} video={meta.intro_video} courseName={meta.display_name} />
          )}
          {course.what_you_will_learn.length > 0 && (
            <CourseSection id="learn" title={intl.formatMessage(messages.learn)}>
              <ul className={styles.checks}>
                {course.what_you_will_learn.map((text, index) => (
                  <li key={index} className={styles.check}>
                    <Check aria-hidden="true" size={18} className={styles.checkIcon} />
                    <span dir="auto">{text}</span>
                  </li>
                ))}
              </ul>
            </CourseSection>
          )}
          {hasRequirements && <RequirementsSection course={course} />}
          {hasContent && (
            <CourseContent
              toc={tocShown}
              isError={toc.isError}
              onRetry={() => void toc.refetch()}
              canOpenUnits={canOpenUnits}
              enrolled={enrollment.enrolled}
            />
          )}
          {staff.length > 0 && <CourseStaffSection staff={staff} />}
          {withInstructors && hasInstructors && (
            <InstructorsSection
              instructors={instructorsShown}
              isError={instructors.isError}
              onRetry={() => void instructors.refetch()}
            />
          )}
        </div>
      </div>
      <SimilarCourses
        course={{ slug: course.course_slug, courseId: course.course_id, name: meta.display_name }}
        wanted={painted}
      />
      <aside className={styles.bottomBar} aria-label={intl.formatMessage(messages.bottomBar)}>
        <PriceLine paid={course.paid_course} />
        <EnrollmentPanel course={course} enrollment={enrollment} />
      </aside>
      <Suspense fallback={null}>
        {dialogsUsed && <EnrollmentDialogs courseName={meta.display_name} enrollment={enrollment} />}
      </Suspense>
    </div>
  );
}
