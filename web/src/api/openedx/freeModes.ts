/**
 * The tracks a learner takes for free: openedx-platform `CourseMode.AUDIT_MODES`
 * (common/djangoapps/course_modes/models.py, "Modes utilized for audit/free enrollments").
 */
export const FREE_MODES: readonly string[] = [
  'audit',
  'honor',
  'unpaid-executive-education',
  'unpaid-bootcamp',
];

export function isFreeMode(slug: string): boolean {
  return FREE_MODES.includes(slug.trim().toLowerCase());
}
