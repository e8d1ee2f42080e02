/** Partners, subjects and instructors: each instructor teaches one subject, named in their bio. */
import type { DayClock, SeedInstructor, SeedPartner, SeedSubject } from './model.ts';
import { slugify, type Random } from './prng.ts';
import { SUBJECTS } from './subjects.ts';
import { FIRST_NAMES, LAST_NAMES, PARTNERS, ROLES } from './words.ts';

/**
 * Instructors the named courses and the browser tests refer to (archetypes.ts), created first so their
 * slugs carry no number; every link filled in so their page shows each kind.
 */
export const NAMED_INSTRUCTORS = [{ name: 'Amina Bianchi', subject: 'Computer Science', role: 0 }] as const;

export function generatePartners(random: Random, day: DayClock): SeedPartner[] {
  return PARTNERS.map(({ shortName, name, description }, i) => ({
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
  return SUBJECTS.map(({ title }, i) => ({
    id: i + 1,
    slug: slugify(title),
    title,
    featured: i < 12,
    popularRank: i < 14 ? i + 1 : null,
  }));
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** Every first and last name pair once, in a seeded order (repeating only past 1 200 people). */
function nameSequence(random: Random): string[] {
  const named = new Set<string>(NAMED_INSTRUCTORS.map((n) => n.name));
  const names = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`)).filter(
    (name) => !named.has(name),
  );
  for (let i = names.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [names[i], names[j]] = [names[j] ?? '', names[i] ?? ''];
  }
  return names;
}

/** `count` instructors, the subjects taking turns so that each has its share. */
export function generateInstructors(
  random: Random,
  count: number,
  subjects: readonly SeedSubject[],
): SeedInstructor[] {
  const names = nameSequence(random);
  const slugs = new Set<string>();
  const people: SeedInstructor[] = [];
  for (let i = 0; i < count; i++) {
    const named = NAMED_INSTRUCTORS[i];
    const name = named?.name ?? names[(i - NAMED_INSTRUCTORS.length) % names.length] ?? '';
    const subjectIndex = named ? SUBJECTS.findIndex((s) => s.title === named.subject) : i % SUBJECTS.length;
    const content = SUBJECTS[subjectIndex];
    const subject = subjects[subjectIndex];
    if (!content || !subject) throw new Error(`no subject for instructor ${name}`);
    let slug = slugify(name);
    if (slugs.has(slug)) slug = `${slug}-${i + 1}`;
    slugs.add(slug);
    const [role, preposition] = ROLES[named?.role ?? random.int(0, ROLES.length - 1)] ?? ['Lecturer', 'in'];
    const focus = random.pick(content.topics).name;
    const every = named !== undefined;
    people.push({
      id: i + 1,
      slug,
      name,
      subjectId: subject.id,
      shortBio: `${role} ${preposition} ${content.chair ?? subject.title}`,
      bio:
        `${name} is ${article(role)} ${role.toLowerCase()} ${preposition} ${content.field} with ${random.int(4, 30)} years of teaching experience. ` +
        `Their courses have reached learners in more than ${random.int(20, 140)} countries, and their research ` +
        `focuses on ${focus}.`,
      website: every || random.chance(0.5) ? `https://example.org/people/${slug}` : null,
      linkedin: every || random.chance(0.7) ? `https://www.linkedin.com/in/${slug}` : null,
      facebook: every || random.chance(0.3) ? `https://www.facebook.com/${slug}` : null,
      twitter: every || random.chance(0.5) ? `https://x.com/${slug.replace(/-/g, '_')}` : null,
    });
  }
  return people;
}
