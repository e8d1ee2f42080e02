/**
 * The addresses inside the app of a partner's and an instructor's page, as the cards and pages link
 * them (the course page's is in courseLinks.ts, a discovery hit's, course or program, in
 * common/course-card/courseHref.ts). pageAddress.ts makes any of them absolute.
 */

/** `/partners/{short_name}`: a partner's page (features/partners/PartnerPage.tsx). */
export function partnerPath(shortName: string): string {
  return `/partners/${encodeURIComponent(shortName)}`;
}

/** `/instructor/{slug}`: an instructor's page (features/instructor/InstructorPage.tsx). */
export function instructorPath(slug: string): string {
  return `/instructor/${encodeURIComponent(slug)}`;
}
