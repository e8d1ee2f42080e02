/**
 * Where generated images live (see assets/routes.ts). Course covers are LMS-relative paths, as the
 * LMS sends `course_image_url`; the other images are absolute URLs on this server.
 */
const enc = encodeURIComponent;

export const courseCoverPath = (slug: string) => `/static/covers/${enc(slug)}.svg`;
export const partnerLogoUrl = (origin: string, shortName: string) =>
  `${origin}/static/partners/${enc(shortName)}.svg`;
export const partnerHeaderUrl = (origin: string, shortName: string) =>
  `${origin}/static/headers/${enc(shortName)}.svg`;
export const subjectImageUrl = (origin: string, slug: string) => `${origin}/static/subjects/${enc(slug)}.svg`;
export const instructorImageUrl = (origin: string, slug: string) =>
  `${origin}/static/instructors/${enc(slug)}.svg`;
export const programImageUrl = (origin: string, slug: string) => `${origin}/static/programs/${enc(slug)}.svg`;
export const avatarUrl = (origin: string, username: string) =>
  `${origin}/static/avatars/${enc(username)}.svg`;
export const bannerUrl = (origin: string) => `${origin}/static/banner.svg`;
