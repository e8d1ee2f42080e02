/** Programs: a few ordered courses of one subject under one or two partners. */
import type { DayClock, SeedCourse, SeedPartner, SeedProgram, SeedSubject } from './model.ts';
import { slugify, type Random } from './prng.ts';

const KINDS = ['Professional Certificate in', 'MicroMasters Program in', 'XSeries in', 'Specialization in'];

export function generatePrograms(
  random: Random,
  day: DayClock,
  count: number,
  courses: readonly SeedCourse[],
  subjects: readonly SeedSubject[],
  partners: readonly SeedPartner[],
): SeedProgram[] {
  const slugs = new Set<string>();
  const programs: SeedProgram[] = [];
  for (let i = 0; i < count; i++) {
    const subject = subjects[i % subjects.length] ?? random.pick(subjects);
    const pool = courses.filter((c) => c.subjectIds.includes(subject.id));
    const chosen = random.sample(pool.length >= 3 ? pool : courses, random.int(3, 5));
    const title = `${random.pick(KINDS)} ${subject.title}`;
    let slug = slugify(title);
    if (slugs.has(slug)) slug = `${slug}-${i + 1}`;
    slugs.add(slug);
    const partnerIds = [...new Set(chosen.map((c) => c.orgId))].slice(0, 2);
    const extra = partnerIds.length === 1 && random.chance(0.3) ? random.pick(partners).id : null;
    programs.push({
      id: i + 1,
      slug,
      title,
      subtitle: `Build job-ready skills in ${subject.title.toLowerCase()} in ${chosen.length} courses.`,
      description:
        `<p>This program takes you from the basics to confident practice in ${subject.title.toLowerCase()}. ` +
        'Take the courses in order; each one builds on the previous.</p><ul><li>Learn from leading institutions</li>' +
        '<li>Earn a certificate for each course and one for the program</li></ul>',
      weeks: chosen.reduce((sum, c) => sum + c.weeks, 0),
      price: random.chance(0.5) ? { price: random.int(49, 499) * 100, currency: 'USD' } : null,
      createdAt: day(-random.int(10, 700)),
      courseIds: chosen.map((c) => c.id),
      partnerIds: extra !== null && !partnerIds.includes(extra) ? [...partnerIds, extra] : partnerIds,
    });
  }
  return programs;
}
