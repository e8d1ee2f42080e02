/** Row shapes shared by the catalogue repositories, with the SELECT lists that produce them. */

export interface OrgRow {
  org_id: number;
  org_short_name: string;
  org_name: string;
  org_description: string;
  org_featured: number;
  org_courses_count: number;
}
export const ORG_COLUMNS = `o.id AS org_id, o.short_name AS org_short_name, o.name AS org_name,
  o.description AS org_description, o.featured AS org_featured, o.courses_count AS org_courses_count`;

export interface CourseRow extends OrgRow {
  id: number;
  course_key: string;
  slug: string;
  display_name: string;
  short_description: string;
  about_overview: string;
  language: string;
  self_paced: number;
  certificate_enabled: number;
  total_enrollments: number;
  created_at: string;
  modified_at: string;
  enrollment_start: string | null;
  enrollment_end: string | null;
  course_start: string;
  course_end: string | null;
  effort: string | null;
  weeks: number | null;
  hours_min: number | null;
  hours_max: number | null;
  sections_count: number;
  units_count: number;
  intro_video: string | null;
  invitation_only: number;
  max_enrollments: number | null;
  price: number;
  currency: string;
  has_trial: number;
  trial_end: string | null;
  show_price_on_trial: number;
  purchasable: number;
}
/** `about_overview` only when asked for: lists do not carry the long HTML. */
export const courseColumns = (withOverview: boolean) => `c.id, c.course_key, c.slug, c.display_name,
  c.short_description, ${withOverview ? 'c.about_overview' : "'' AS about_overview"}, c.language, c.self_paced,
  c.certificate_enabled, c.total_enrollments, c.created_at, c.modified_at, c.enrollment_start, c.enrollment_end,
  c.course_start, c.course_end, c.effort, c.weeks, c.hours_min, c.hours_max, c.sections_count, c.units_count,
  c.intro_video, c.invitation_only, c.max_enrollments, c.price, c.currency, c.has_trial, c.trial_end,
  c.show_price_on_trial, c.purchasable, ${ORG_COLUMNS}`;

export interface InstructorRow {
  id: number;
  slug: string;
  name: string;
  short_bio: string;
  bio: string;
  website: string | null;
  linkedin: string | null;
  facebook: string | null;
  twitter: string | null;
}
export const INSTRUCTOR_COLUMNS =
  'i.id, i.slug, i.name, i.short_bio, i.bio, i.website, i.linkedin, i.facebook, i.twitter';

export interface InstructorStats {
  courses_count: number;
  students_count: number;
}
/** Per-instructor counts, computed over the (indexed) course_instructors rows of that instructor. */
export const INSTRUCTOR_STATS = `(SELECT count(*) FROM course_instructors x WHERE x.instructor_id = i.id) AS courses_count,
  (SELECT coalesce(sum(c2.total_enrollments), 0) FROM course_instructors x JOIN courses c2 ON c2.id = x.course_id
    WHERE x.instructor_id = i.id) AS students_count`;
