/** Partners, subjects and instructors. */
import type { DayClock, SeedInstructor, SeedPartner, SeedSubject } from './model.ts';
import { slugify, type Random } from './prng.ts';
import { FIRST_NAMES, LAST_NAMES, PARTNERS, SUBJECTS, TITLES_OF_PEOPLE } from './words.ts';

export function generatePartners(random: Random, day: DayClock): SeedPartner[] {
  return PARTNERS.map(([shortName, name, description], i) => ({
    id: i + 1,
    shortName,
    name,
    description,
    featured: i < 8,
    popularRank: i < 8 ? i + 1 : null,
    learnersCount: random.int(20_000, 2_400_000),
    createdAt: day(-random.int(30, 1500)),
  }));
}

export function generateSubjects(): SeedSubject[] {
  return SUBJECTS.map(([title, topics], i) => ({
    id: i + 1,
    slug: slugify(title),
    title,
    topics,
    featured: i < 12,
    popularRank: i < 14 ? i + 1 : null,
  }));
}

export function generateInstructors(random: Random, count: number): SeedInstructor[] {
  const slugs = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    let slug = slugify(name);
    if (slugs.has(slug)) slug = `${slug}-${i + 1}`;
    slugs.add(slug);
    const role = random.pick(TITLES_OF_PEOPLE);
    const field = random.pick(SUBJECTS)[0];
    const years = random.int(4, 30);
    return {
      id: i + 1,
      slug,
      name,
      shortBio: `${role} of ${field}`,
      bio:
        `${name} is a ${role.toLowerCase()} of ${field.toLowerCase()} with ${years} years of teaching experience. ` +
        `Their courses have reached learners in more than ${random.int(20, 140)} countries, and their research ` +
        `focuses on making ${field.toLowerCase()} accessible to everyone.`,
      website: random.chance(0.5) ? `https://example.org/people/${slug}` : null,
      linkedin: random.chance(0.7) ? `https://www.linkedin.com/in/${slug}` : null,
      facebook: random.chance(0.3) ? `https://www.facebook.com/${slug}` : null,
      twitter: random.chance(0.5) ? `https://x.com/${slug.replace(/-/g, '_')}` : null,
    };
  });
}
