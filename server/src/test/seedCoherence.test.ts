/**
 * The rules the seeded catalogue promises, at the demo's size and at 10 000 courses: each course is
 * built from one topic, and who teaches it, who offers it, what it requires and what groups it all
 * belong to that topic's subject.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/generate.ts';
import type { SeedCatalogue, SeedCourse } from '../seed/model.ts';
import { SUBJECTS } from '../seed/subjects.ts';
import { findTopic, TOPICS, type Topic } from '../seed/topics.ts';
import { PARTNERS } from '../seed/words.ts';

const now = new Date('2026-03-15T10:20:30Z');

/** The first broken course of a rule, described, or null when every course keeps it. */
function firstBroken<T>(items: readonly T[], broken: (item: T) => string | null): string | null {
  for (const item of items) {
    const why = broken(item);
    if (why !== null) return why;
  }
  return null;
}

/** Another subject's topic names, except those inside this topic's own material (e.g. "statistics"). */
function foreignTopicNames(topic: Topic): string[] {
  const own = [topic.name, topic.title, ...topic.parts].join(' | ').toLowerCase();
  const subjects = new Set([topic.subject, topic.also]);
  return TOPICS.filter((t) => t.language === 'en' && !subjects.has(t.subject))
    .map((t) => t.name.toLowerCase())
    .filter((name) => !own.includes(name));
}

const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text);

describe.each([240, 10_000])('the seeded catalogue of %i courses', (size) => {
  const catalogue: SeedCatalogue = generateCatalogue({ courses: size, now });
  const { courses, instructors, partners, subjects, programs } = catalogue;
  const subjectTitle = new Map(subjects.map((s) => [s.id, s.title]));
  const topicOf = (c: SeedCourse) => findTopic(c.language, c.topic);

  it('files every course under its topic’s subject (and the topic’s second subject, if any)', () => {
    expect(
      firstBroken(courses, (c) => {
        const topic = topicOf(c);
        const expected = [topic.subject, ...(topic.also ? [topic.also] : [])];
        const filed = c.subjectIds.map((id) => subjectTitle.get(id));
        return filed.join() === expected.join() ? null : `${c.title}: ${filed.join()} ≠ ${expected.join()}`;
      }),
    ).toBeNull();
  });

  it('has each instructor teach in their own subject only, and say so in their title', () => {
    const byId = new Map(instructors.map((i) => [i.id, i]));
    expect(
      firstBroken(courses, (c) => {
        const people = c.instructorIds.map((id) => byId.get(id));
        const wrong = people.find((i) => i?.subjectId !== c.subjectIds[0]);
        return people.includes(wrong)
          ? `${c.title} (${subjectTitle.get(c.subjectIds[0] ?? 0)}): ${wrong?.shortBio ?? 'unknown instructor'}`
          : null;
      }),
    ).toBeNull();
    expect(
      firstBroken(instructors, (i) => {
        const subject = SUBJECTS.find((s) => s.title === subjectTitle.get(i.subjectId));
        return subject && i.shortBio.endsWith(subject.chair ?? subject.title) && i.bio.includes(subject.field)
          ? null
          : `${i.name}: ${i.shortBio}`;
      }),
    ).toBeNull();
    expect(courses.every((c) => c.instructorIds.length >= 1 && c.instructorIds.length <= 3)).toBe(true);
  });

  it('has each course offered by a partner that teaches its subject (generated ones: in its language)', () => {
    expect(
      firstBroken(courses, (c) => {
        const spec = PARTNERS[c.orgId - 1];
        const subject = topicOf(c).subject;
        if (!spec?.subjects.includes(subject))
          return `${c.title}: ${spec?.shortName} does not teach ${subject}`;
        if (c.archetype === null && !spec.languages.includes(c.language))
          return `${c.title}: ${spec.shortName} does not teach in ${c.language}`;
        return null;
      }),
    ).toBeNull();
  });

  it('writes every text of a course about its own topic, never another subject’s', () => {
    expect(
      firstBroken(courses, (c) => {
        const topic = topicOf(c);
        const named = (text: string) => text.includes(topic.name) || text.includes(topic.title);
        if (!named(c.shortDescription)) return `${c.title}: description "${c.shortDescription}"`;
        if (!named(c.aboutOverview)) return `${c.title}: About text without its topic`;
        if (topic.language !== 'en') return null;
        // Requirements may name other subjects ("some calculus is helpful"); the course's own texts may not.
        const texts = [c.shortDescription, c.aboutOverview, ...c.learn].join(' \n ');
        const foreign = foreignTopicNames(topic).find((name) => mentions(texts, name));
        if (foreign) return `${c.title} (${topic.title}) mentions ${foreign}`;
        const weeks = c.toc.filter((n) => n.depth === 0).map((n) => n.name);
        const parts = weeks
          .slice(0, -1)
          .map((w, i) => w === `Week ${i + 1}: ${topic.parts[i]?.replace(/^./, (x) => x.toUpperCase())}`);
        return parts.every(Boolean) && weeks.length === c.weeks
          ? null
          : `${c.title}: outline ${weeks.join(' / ')}`;
      }),
    ).toBeNull();
  });

  it('requires, before a course, only an earlier and easier course of the same subject', () => {
    const byId = new Map(courses.map((c) => [c.id, c]));
    const withPrerequisite = courses.filter((c) => c.prerequisiteIds.length > 0);
    expect(withPrerequisite.length).toBeGreaterThan(0);
    expect(
      firstBroken(withPrerequisite, (c) => {
        const before = byId.get(c.prerequisiteIds[0] ?? 0);
        const fits =
          before &&
          before.id < c.id &&
          before.level < c.level &&
          before.subjectIds[0] === c.subjectIds[0] &&
          c.requirements.some((r) => r.includes(before.title));
        return fits ? null : `${c.title} requires ${before?.title}`;
      }),
    ).toBeNull();
  });

  it('groups in a program distinct courses of one subject and one language, easiest first', () => {
    const byId = new Map(courses.map((c) => [c.id, c]));
    expect(programs.length).toBeGreaterThan(0);
    expect(
      firstBroken(programs, (p) => {
        const members = p.courseIds.map((id) => byId.get(id)).filter((c) => c !== undefined);
        const subject = members[0]?.subjectIds[0];
        const ok =
          members.length === p.courseIds.length &&
          members.length >= 3 &&
          members.every((c) => c.subjectIds[0] === subject && c.language === members[0]?.language) &&
          new Set(members.map((c) => c.title)).size === members.length &&
          members.every((c, i) => i === 0 || (members[i - 1]?.level ?? 0) <= c.level) &&
          p.title.endsWith(subjectTitle.get(subject ?? 0) ?? '?');
        return ok ? null : `${p.title}: ${members.map((c) => c.title).join(', ')}`;
      }),
    ).toBeNull();
    const teaches = (orgId: number, subject: string) => PARTNERS[orgId - 1]?.subjects.includes(subject);
    expect(
      firstBroken(programs, (p) => {
        const subject = subjectTitle.get(byId.get(p.courseIds[0] ?? 0)?.subjectIds[0] ?? 0) ?? '';
        return p.partnerIds.every((id) => teaches(id, subject)) ? null : `${p.title}: ${p.partnerIds.join()}`;
      }),
    ).toBeNull();
  });

  it('keeps the partner with a single course, and every partner name unique', () => {
    const orbit = partners.find((p) => p.shortName === 'OrbitX');
    expect(courses.filter((c) => c.orgId === orbit?.id)).toHaveLength(1);
    expect(new Set(partners.map((p) => p.name)).size).toBe(partners.length);
  });
});

describe('the topic tables', () => {
  it('give every English topic five parts or more, and titles free of unfilled slots', () => {
    for (const topic of TOPICS) {
      if (topic.language === 'en') expect(topic.parts.length, topic.title).toBeGreaterThanOrEqual(5);
      for (const [form] of topic.titles) expect(form.replace('{T}', topic.title)).not.toMatch(/[{}]/);
    }
  });

  it('have a partner for every topic, in the topic’s language', () => {
    for (const topic of TOPICS)
      expect(
        PARTNERS.some((p) => p.languages.includes(topic.language) && p.subjects.includes(topic.subject)),
        `${topic.language} ${topic.title}`,
      ).toBe(true);
  });
});
