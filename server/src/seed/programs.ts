/**
 * Programs: three to five courses of one subject and one language, easiest first, under the partners
 * that teach them (and at most one more partner that teaches the subject too).
 */
import type { DayClock, SeedCourse, SeedPartner, SeedProgram, SeedSubject } from './model.ts';
import { slugify, type Random } from './prng.ts';
import { SUBJECTS } from './subjects.ts';
import { PARTNERS } from './words.ts';

const KINDS = ['Professional Certificate in', 'MicroMasters Program in', 'XSeries in', 'Specialization in'];

/** Courses filed first under each subject, grouped by language; one course per title (no reruns). */
function coursesBySubject(courses: readonly SeedCourse[]) {
  const groups = new Map<number, Map<string, SeedCourse[]>>();
  const seen = new Set<string>();
  for (const course of courses) {
    const subjectId = course.subjectIds[0];
    const key = `${subjectId}|${course.language}|${course.title}`;
    if (subjectId === undefined || seen.has(key)) continue;
    seen.add(key);
    let byLanguage = groups.get(subjectId);
    if (!byLanguage) groups.set(subjectId, (byLanguage = new Map<string, SeedCourse[]>()));
    const group = byLanguage.get(course.language);
    if (group) group.push(course);
    else byLanguage.set(course.language, [course]);
  }
  return groups;
}

export function generatePrograms(
  random: Random,
  day: DayClock,
  count: number,
  courses: readonly SeedCourse[],
  subjects: readonly SeedSubject[],
  partners: readonly SeedPartner[],
): SeedProgram[] {
  const groups = coursesBySubject(courses);
  /** A subject's largest group of one language, when it holds enough courses for a program. */
  const poolOf = (subject: SeedSubject) =>
    [...(groups.get(subject.id)?.values() ?? [])]
      .filter((group) => group.length >= 3)
      .sort((a, b) => b.length - a.length)[0];
  const slugs = new Set<string>();
  const programs: SeedProgram[] = [];
  for (let i = 0, tries = 0; programs.length < count && tries < count * subjects.length; i++, tries++) {
    const subject = subjects[i % subjects.length];
    const pool = subject && poolOf(subject);
    if (!subject || !pool) continue;
    const chosen = random.sample(pool, random.int(3, 5)).sort((a, b) => a.level - b.level || a.id - b.id);
    const id = programs.length + 1;
    const title = `${random.pick(KINDS)} ${subject.title}`;
    const field = SUBJECTS.find((s) => s.title === subject.title)?.field ?? subject.title.toLowerCase();
    let slug = slugify(title);
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const partnerIds = [...new Set(chosen.map((c) => c.orgId))].slice(0, 2);
    const others = partners.filter(
      (p, index) => PARTNERS[index]?.subjects.includes(subject.title) && !partnerIds.includes(p.id),
    );
    const extra =
      partnerIds.length === 1 && others.length > 0 && random.chance(0.3) ? random.pick(others).id : null;
    programs.push({
      id,
      slug,
      title,
      subtitle: `Build job-ready skills in ${field} in ${chosen.length} courses.`,
      description:
        `<p>This program takes you from the basics to confident practice in ${field}. ` +
        'Take the courses in order; each one builds on the previous.</p><ul><li>Learn from leading institutions</li>' +
        '<li>Earn a certificate for each course and one for the program</li></ul>',
      weeks: chosen.reduce((sum, c) => sum + c.weeks, 0),
      price: random.chance(0.5) ? { price: random.int(49, 499) * 100, currency: 'USD' } : null,
      createdAt: day(-random.int(10, 700)),
      courseIds: chosen.map((c) => c.id),
      partnerIds: extra === null ? partnerIds : [...partnerIds, extra],
    });
  }
  return programs;
}
