/**
 * A stock course's about HTML as Studio writes it: the course's own overview, then the "Course Staff"
 * section Studio's default overview template holds (openedx-platform
 * `xmodule/templates/about/overview.yaml`: `section.course-staff > article.teacher`, each with
 * `div.teacher-image > img`, `h3` name and `p` bio), filled from the seeded instructors, as a course
 * author does. The admin-console platform lists instructors through its own API instead.
 */
import type { AppContext } from '../http/context.ts';
import type { CourseRow, InstructorRow } from '../repositories/rows.ts';
import { html, raw } from '../http/html.ts';

type Staff = Pick<InstructorRow, 'slug' | 'name' | 'short_bio'>;

export function withCourseStaff(overview: string, staff: readonly Staff[], origin: string): string {
  if (staff.length === 0) return overview;
  const teachers = staff.map(
    (member) => html`<article class="teacher">
<div class="teacher-image"><img src="${origin}/static/instructors/${encodeURIComponent(member.slug)}.svg" alt=""></div>
<h3>${member.name}</h3>
<p>${member.short_bio}</p>
</article>`,
  );
  return html`${raw(overview)}
<section class="course-staff">
<h2>Course Staff</h2>
${teachers}
</section>`.value;
}

/** The about HTML the Course API and the courseware API send for a course. */
export function stockOverview(ctx: AppContext, row: CourseRow, origin: string): string {
  return withCourseStaff(row.about_overview, ctx.repos.instructors.ofCourse(row.id), origin);
}
