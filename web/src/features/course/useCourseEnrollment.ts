/**
 * Everything behind the course page's main button: the queries that feed `enrollmentState`, the
 * enroll and purchase mutations, and which dialog is open. Success is shown only after the server
 * confirms; every failure is shown.
 */
import type { CourseDetail } from '@atrium/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import { userAccountQuery } from '../../api/account.ts';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import {
  courseOutlineQuery,
  enrollMutation,
  enrollmentKeys,
  enrollmentStatusQuery,
  prereqStatusQuery,
  transactionMutation,
} from '../../api/enrollments.ts';
import { courseKeys } from '../../api/courseMetadata.ts';
import { paidCourseQuery } from '../../api/courses.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { signInUrl } from '../../common/sign-in/authLinks.ts';
import { useCurrentHref } from '../../common/sign-in/useCurrentHref.ts';
import {
  OUTLINE_UNAVAILABLE,
  prereqState as prereqStateOf,
  type PrereqState,
} from '../../common/enrollment/courseButton.ts';
import {
  asEnrolledCourse,
  enrollmentState,
  enrollmentWindow,
  isFull,
  pricingOf,
  type EnrollmentAction,
  type EnrollmentNotice,
} from './enrollment.ts';
import { safePaymentUrl } from './paymentUrl.ts';
import { refusalOf } from './refusal.ts';
import { forgetPurchase, rememberPurchase, takePurchase } from './pendingPurchase.ts';

export type EnrollmentDialog = 'success' | 'activation' | 'purchaseUnavailable' | null;
/**
 * A failure to show under the button: a known refusal (its notice), the platform's own words for one
 * Atrium cannot name (refusal.ts), or a generic failure.
 */
export type EnrollmentFailure =
  EnrollmentNotice | 'enrollFailed' | 'purchaseFailed' | { platformText: string } | null;

export function useCourseEnrollment(course: CourseDetail) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const currentHref = useCurrentHref();
  const username = useAuthenticatedUser()?.username ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const [dialog, setDialog] = useState<EnrollmentDialog>(null);
  const [failure, setFailure] = useState<EnrollmentFailure>(null);

  const meta = course.additional_metadata;
  const courseId = course.course_id;
  const pricing = pricingOf(course.paid_course, now);
  const status = useQuery(enrollmentStatusQuery(client, username, courseId));
  const enrolled =
    username === null ? false : status.data ? status.data.is_active : status.isError ? false : null;
  const outline = useQuery(courseOutlineQuery(client, enrolled ? username : null, courseId));
  const hasPrereq = meta.pre_req_courses.length > 0;
  const prereqAsked = hasPrereq && username !== null && course.course_slug !== '';
  const prereq = useQuery(prereqStatusQuery(client, username, course.course_slug, hasPrereq));
  const account = useQuery(userAccountQuery(client, username));
  const paid = useQuery(paidCourseQuery(client, courseId, pricing === 'paid'));

  const prereqState: PrereqState | 'none' = hasPrereq
    ? prereqStateOf(prereqAsked, prereq.isPending, prereq.data?.fulfilled)
    : 'none';
  const enrolledCourse = asEnrolledCourse(course);
  const state = enrollmentState({
    signedIn: username !== null,
    accountActive: account.data ? account.data.is_active : null,
    window: enrollmentWindow(meta.enrollment_start, meta.enrollment_end, now),
    invitationOnly: meta.invitation_only,
    full: isFull(course),
    prerequisite: prereqState,
    enrolled,
    course: enrolledCourse,
    // As on the dashboard card: a failed outline still lets the learner open the course.
    outline: outline.isError ? OUTLINE_UNAVAILABLE : outline.data,
    pricing,
    purchaseAvailable: paid.isSuccess ? paid.data !== null : null,
    paymentStatus: searchParams.get('payment_status'),
    now,
    urls: {
      lmsBaseUrl: settings.lmsBaseUrl,
      courseHome: `${settings.learningBaseUrl}/course/${encodeURIComponent(courseId)}/home`,
      signIn: signInUrl(settings, currentHref),
    },
  });

  // Back from the payment page: enrolled means paid, confirmed as a free enrollment is; failed, forgotten.
  useEffect(() => {
    if (state.paymentFailed) forgetPurchase(courseId);
    else if (enrolled === true && takePurchase(courseId)) setDialog('success');
  }, [enrolled, state.paymentFailed, courseId]);

  function refused(error: unknown, fallback: 'enrollFailed' | 'purchaseFailed'): void {
    const refusal = refusalOf(error);
    if (refusal.kind === 'activation') setDialog('activation');
    else if (refusal.kind === 'purchaseUnavailable') setDialog('purchaseUnavailable');
    else if (refusal.kind === 'notice') setFailure(refusal.notice);
    else if (refusal.kind === 'platformText') setFailure({ platformText: refusal.text });
    else setFailure(fallback);
  }

  const enroll = useMutation({
    ...enrollMutation(client, courseId),
    onSuccess: async (answer) => {
      // The course's contents too: a platform may show them to its learners only (a stock LMS's outline).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.toc(courseId) }),
      ]);
      if (answer.is_active) setDialog('success');
      else setFailure('enrollFailed');
    },
    onError: (error) => refused(error, 'enrollFailed'),
  });

  const purchase = useMutation({
    // Never sent twice (api/enrollments.ts).
    ...transactionMutation(client, courseId, username ?? ''),
    onSuccess: ({ paymentURL }) => {
      const target = safePaymentUrl(paymentURL, [settings.origin, settings.lmsBaseUrl]);
      if (target) {
        rememberPurchase(courseId);
        window.location.assign(target);
      } else setFailure('purchaseFailed');
    },
    onError: (error) => refused(error, 'purchaseFailed'),
  });

  function act(action: EnrollmentAction): void {
    setFailure(null);
    if (action === 'activationError') setDialog('activation');
    else if (action === 'enroll') enroll.mutate();
    else purchase.mutate();
  }

  /** Leaves the failed-payment state: the parameter goes, so a reload or a share does not reopen it. */
  function clearPaymentStatus(): void {
    setSearchParams(
      (params) => {
        params.delete('payment_status');
        return params;
      },
      { replace: true },
    );
  }

  return {
    state,
    pricing,
    prereqState,
    enrolled: enrolled === true,
    busy: enroll.isPending || purchase.isPending || (purchase.isSuccess && failure === null),
    failure,
    dialog,
    setDialog,
    act,
    clearPaymentStatus,
  };
}

export type CourseEnrollment = ReturnType<typeof useCourseEnrollment>;
