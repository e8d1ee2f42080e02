/**
 * The stock LMS endpoints Atrium uses when `PLATFORM_API` is `openedx`, as a table beside the main one
 * (endpoints.ts), which keeps the calls both platforms share: runtime configuration, CSRF token,
 * token refresh, account, preferences, activation e-mail, own enrollment status, course outline.
 * `createEnrollment` is the main table's `enroll` (the same LMS view) with its whole answer and the
 * stock error body. Each schema's file cites its evidence.
 */
import { endpoint } from '../endpoint.ts';
import { ChangeEnrollmentAnswer, ChangeEnrollmentForm } from './changeEnrollment.ts';
import { CourseApiDetail, CourseApiDetailQuery, CourseApiListQuery, CourseApiPage } from './courses.ts';
import { CoursewareCourse, CoursewareQuery } from './courseware.ts';
import { CourseDiscoveryForm, CourseDiscoveryResults, CourseListSearchForm } from './discovery.ts';
import {
  EnrollmentCourseDetails,
  StockEnrollment,
  StockEnrollmentList,
  StockEnrollmentStatus,
  StockEnrollRequest,
} from './enrollments.ts';
import { StockFooter, StockFooterQuery } from './footer.ts';
import { LearnerHomeInit, LearnerHomeQuery } from './learnerHome.ts';
import { NotificationCount } from './notifications.ts';
import { StockOrganization, StockOrganizationListQuery, StockOrganizationPage } from './organizations.ts';
import { ProgressTab } from './progress.ts';

export const openedxEndpoints = {
  /** Course search with org, language and modes facets and their counts; 0-based pages. */
  courseDiscovery: endpoint({
    method: 'POST',
    path: '/search/course_discovery/',
    // A Django view: visitors may search, but the CSRF token (cookie and header) is required.
    access: 'session',
    body: CourseDiscoveryForm,
    bodyType: 'application/x-www-form-urlencoded',
    response: CourseDiscoveryResults,
  }),
  /** Course search, several values per facet (OR within, AND across), each counted without itself. */
  courseListSearch: endpoint({
    method: 'POST',
    path: '/search/unstable/v0/course_list_search/',
    access: 'session',
    body: CourseListSearchForm,
    bodyType: 'application/x-www-form-urlencoded',
    response: CourseDiscoveryResults,
  }),
  /** One course's facts for its page (prerequisites, price, overview…), visitors too; Ulmo on. */
  coursewareCourse: endpoint({
    method: 'GET',
    path: '/api/courseware/course/{course_id}',
    access: 'public',
    query: CoursewareQuery,
    response: CoursewareCourse,
  }),
  /** Courses visible to the caller, 10 a page, optionally of one org or matching a text. */
  courseList: endpoint({
    method: 'GET',
    path: '/api/courses/v1/courses/',
    access: 'public',
    query: CourseApiListQuery,
    response: CourseApiPage,
  }),
  /** One course with its about-page overview; 404 when it does not exist or is hidden. */
  courseDetail: endpoint({
    method: 'GET',
    path: '/api/courses/v1/courses/{course_id}',
    access: 'public',
    query: CourseApiDetailQuery,
    response: CourseApiDetail,
  }),
  /** A course's enrollment window, invitation flag and modes with their prices. */
  courseEnrollmentDetails: endpoint({
    method: 'GET',
    path: '/api/enrollment/v1/course/{course_id}',
    access: 'public',
    response: EnrollmentCourseDetails,
  }),
  /** The learner's enrollment in one course; an empty body when never enrolled. */
  enrollment: endpoint({
    method: 'GET',
    path: '/api/enrollment/v1/enrollment/{username},{course_id}',
    access: 'learner',
    response: StockEnrollmentStatus,
  }),
  /** Every enrollment of the learner (active or not), in one list. */
  enrollments: endpoint({
    method: 'GET',
    path: '/api/enrollment/v1/enrollment',
    access: 'learner',
    response: StockEnrollmentList,
  }),
  /** Enrolls the learner in the default mode; answers the enrollment. */
  createEnrollment: endpoint({
    method: 'POST',
    path: '/api/enrollment/v1/enrollment',
    access: 'learner',
    body: StockEnrollRequest,
    response: StockEnrollment,
  }),
  /** The dashboard: every enrollment with its run, access, certificate; e-mail confirmation. */
  learnerHome: endpoint({
    method: 'GET',
    path: '/api/learner_home/init',
    access: 'learner',
    query: LearnerHomeQuery,
    response: LearnerHomeInit,
  }),
  /** Enroll or unenroll with the session cookie; plain-text answers. */
  changeEnrollment: endpoint({
    method: 'POST',
    path: '/change_enrollment',
    access: 'learner',
    body: ChangeEnrollmentForm,
    bodyType: 'application/x-www-form-urlencoded',
    responseType: 'text',
    response: ChangeEnrollmentAnswer,
  }),
  /** Footer links, logo and copyright as JSON (ask with Accept: application/json). */
  footer: endpoint({
    method: 'GET',
    path: '/api/branding/v1/footer',
    access: 'public',
    query: StockFooterQuery,
    response: StockFooter,
  }),
  /** Active organisations with names, descriptions and logos, 10 a page; any signed-in user. */
  organizations: endpoint({
    method: 'GET',
    path: '/api/organizations/v0/organizations/',
    access: 'learner',
    query: StockOrganizationListQuery,
    response: StockOrganizationPage,
  }),
  /** One active organisation by its short name (the org code of its courses); 404 otherwise. */
  organization: endpoint({
    method: 'GET',
    path: '/api/organizations/v0/organizations/{short_name}/',
    access: 'learner',
    response: StockOrganization,
  }),
  /** The learner's progress in one course they are enrolled in: unit counts, grade, mode. */
  progress: endpoint({
    method: 'GET',
    path: '/api/course_home/progress/{course_id}',
    access: 'learner',
    response: ProgressTab,
  }),
  /** The notification tray's unseen counts and whether the tray is shown; any signed-in user. */
  notificationCount: endpoint({
    method: 'GET',
    path: '/api/notifications/count/',
    access: 'learner',
    response: NotificationCount,
  }),
} as const;

export type OpenedxEndpoints = typeof openedxEndpoints;
export type OpenedxEndpointName = keyof OpenedxEndpoints;
