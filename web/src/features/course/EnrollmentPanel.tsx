import type { CourseDetail } from '@atrium/contract';
import { EnrollmentButton } from './EnrollmentButton.tsx';
import { EnrollmentNotice } from './EnrollmentNotice.tsx';
import { FailureAlert } from './FailureAlert.tsx';
import type { CourseEnrollment } from './useCourseEnrollment.ts';
import styles from './Enrollment.module.css';

/** The notice, the main button and any failure: shown in the summary, and in the phone's bottom bar. */
export function EnrollmentPanel({
  course,
  enrollment,
}: {
  course: CourseDetail;
  enrollment: CourseEnrollment;
}) {
  const { state, failure, busy, act } = enrollment;
  const prerequisite = course.additional_metadata.pre_req_courses[0];
  return (
    <div className={styles.panel} data-main-action="">
      {state.notice && <EnrollmentNotice notice={state.notice} prerequisite={prerequisite} />}
      <EnrollmentButton button={state.button} busy={busy} onAction={act} />
      {failure !== null && failure !== state.notice && <FailureAlert failure={failure} />}
    </div>
  );
}
