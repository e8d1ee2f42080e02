/**
 * Courses: the named archetypes first, then generated ones spread over every window, price and
 * language. Each is built from one topic (topics.ts), offered by a partner that teaches its subject in
 * its language, and taught by instructors of its subject.
 */
import { ARCHETYPES, type Archetype } from './archetypes.ts';
import { courseTexts } from './courseContent.ts';
import type { DayClock, SeedCourse, SeedInstructor, SeedPartner, SeedPrice, SeedSubject } from './model.ts';
import { slugify, type Random } from './prng.ts';
import type { Level } from './subjects.ts';
import { findTopic, titleFrom, topicsIn, type Topic } from './topics.ts';
import { PARTNERS } from './words.ts';

interface Window {
  start: number;
  end: number | null;
  enrollStart: number | null;
  enrollEnd: number | null;
  selfPaced: boolean;
}

/**
 * Introductory courses introduce themselves with a video: Open edX's default video, the one a new video
 * block plays (edx-platform, xmodule/video_block/video_xfields.py, youtube_id_1_0). The course page
 * loads it only when the learner presses Play.
 */
const INTRO_VIDEO = 'https://www.youtube.com/watch?v=3_yD_cEKoCk';

const LANGUAGE_WEIGHTS = [
  ['en', 55],
  ['ar', 9],
  ['fa', 9],
  ['fr', 6],
  ['es', 6],
  ['de', 4],
  ['zh', 4],
  ['tr', 3],
  ['it', 2],
  ['pt', 2],
] as const;
const PRICES: Record<string, readonly [number, number, number]> = {
  USD: [1900, 19900, 100],
  EUR: [1900, 14900, 100],
  IRR: [5_000_000, 50_000_000, 100_000],
  EGP: [50_000, 500_000, 1000],
  AED: [9900, 99900, 100],
};

function randomWindow(random: Random): Window {
  const weeks = random.int(4, 14) * 7;
  const kind = random.weighted([
    ['running', 50],
    ['soon', 12],
    ['not-open', 8],
    ['closed', 8],
    ['archived', 12],
    ['lifetime', 10],
  ] as const);
  const selfPaced = random.chance(0.45);
  switch (kind) {
    case 'running': {
      const start = -random.int(1, 120);
      const end = Math.max(start + weeks, random.int(5, 200));
      return { start, end, enrollStart: start - 30, enrollEnd: random.chance(0.5) ? end : null, selfPaced };
    }
    case 'soon': {
      const start = random.int(3, 60);
      return { start, end: start + weeks, enrollStart: -random.int(1, 30), enrollEnd: start + 14, selfPaced };
    }
    case 'not-open': {
      const start = random.int(40, 120);
      return { start, end: start + weeks, enrollStart: random.int(5, 30), enrollEnd: start + 14, selfPaced };
    }
    case 'closed': {
      const start = -random.int(10, 60);
      return {
        start,
        end: random.int(10, 90),
        enrollStart: start - 45,
        enrollEnd: -random.int(1, 9),
        selfPaced,
      };
    }
    case 'archived': {
      const end = -random.int(1, 400);
      return { start: end - weeks, end, enrollStart: end - weeks - 45, enrollEnd: end, selfPaced };
    }
    case 'lifetime':
      return { start: -random.int(1, 500), end: null, enrollStart: null, enrollEnd: null, selfPaced: true };
  }
}

function randomPrice(random: Random, day: DayClock): SeedPrice | null {
  if (!random.chance(0.25)) return null;
  const currency = random.weighted([
    ['USD', 40],
    ['EUR', 20],
    ['IRR', 15],
    ['EGP', 12],
    ['AED', 13],
  ] as const);
  const [min, max, step] = PRICES[currency] ?? [1900, 9900, 100];
  const trial = random.chance(0.4);
  return {
    price: Math.round(random.int(min, max) / step) * step,
    currency,
    trialEnd: trial ? day(random.int(3, 21)) : null,
    showPriceOnTrial: trial && random.chance(0.5),
    purchasable: random.chance(0.92),
  };
}

function archetypePrice(spec: Archetype, day: DayClock): SeedPrice | null {
  const p = spec.price;
  if (!p) return null;
  return {
    price: p.price,
    currency: p.currency,
    trialEnd: p.trialDays ? day(p.trialDays) : null,
    showPriceOnTrial: p.showPrice ?? false,
    purchasable: p.purchasable ?? true,
  };
}

const subjectCode = (title: string) =>
  title
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/** What a course is about: everything else about it (partner, instructors, texts) follows from this. */
interface Identity {
  topic: Topic;
  title: string;
  level: Level;
  language: string;
}

const ARCHETYPE_TITLES = new Set(ARCHETYPES.map((a) => a.title));

function archetypeIdentity(spec: Archetype): Identity {
  const language = spec.language ?? 'en';
  return { topic: findTopic(language, spec.topic), title: spec.title, level: spec.level ?? 1, language };
}

/** A topic in a weighted language and one of its titles, never a named course's own title. */
function randomIdentity(random: Random): Identity {
  const language = random.weighted(LANGUAGE_WEIGHTS);
  const topic = random.pick(topicsIn(language));
  const forms = topic.titles.filter((form) => !ARCHETYPE_TITLES.has(titleFrom(form, topic)));
  const form = random.pick(forms);
  return { topic, title: titleFrom(form, topic), level: form[1], language };
}

/** Lookups built once per catalogue: partners by language and subject, instructors by subject. */
function lookups(
  partners: readonly SeedPartner[],
  subjects: readonly SeedSubject[],
  instructors: readonly SeedInstructor[],
) {
  const subjectByTitle = new Map(subjects.map((s) => [s.title, s]));
  const partnerByShortName = new Map(partners.map((p) => [p.shortName, p]));
  const teaching = new Map<string, SeedPartner[]>();
  PARTNERS.forEach((spec, i) => {
    const partner = partners[i];
    if (!partner) return;
    for (const language of spec.languages)
      for (const subject of spec.subjects) {
        const key = `${language}|${subject}`;
        const list = teaching.get(key);
        if (list) list.push(partner);
        else teaching.set(key, [partner]);
      }
  });
  const bySubject = new Map<number, SeedInstructor[]>();
  for (const person of instructors) {
    const list = bySubject.get(person.subjectId);
    if (list) list.push(person);
    else bySubject.set(person.subjectId, [person]);
  }
  const byName = new Map(instructors.map((person) => [person.name, person]));
  return {
    subject(title: string): SeedSubject {
      const found = subjectByTitle.get(title);
      if (!found) throw new Error(`no subject ${title}`);
      return found;
    },
    partner(shortName: string): SeedPartner {
      const found = partnerByShortName.get(shortName);
      if (!found) throw new Error(`no partner ${shortName}`);
      return found;
    },
    /** Partners that teach the subject in the language (words.ts). */
    teaching(language: string, subject: string): readonly SeedPartner[] {
      const found = teaching.get(`${language}|${subject}`);
      if (!found?.length) throw new Error(`no partner teaches ${subject} in ${language}`);
      return found;
    },
    instructorsOf(subjectId: number): readonly SeedInstructor[] {
      return bySubject.get(subjectId) ?? [];
    },
    instructorNamed(name: string): SeedInstructor {
      const found = byName.get(name);
      if (!found) throw new Error(`no instructor ${name}`);
      return found;
    },
  };
}

interface Earlier {
  id: number;
  title: string;
  level: Level;
  language: string;
}

export function generateCourses(
  random: Random,
  day: DayClock,
  count: number,
  partners: readonly SeedPartner[],
  subjects: readonly SeedSubject[],
  instructors: readonly SeedInstructor[],
): SeedCourse[] {
  const find = lookups(partners, subjects, instructors);
  const slugs = new Set<string>();
  const byKey = new Map<string, Earlier>();
  /** Courses so far, per subject: a prerequisite is an earlier, easier course of the same subject. */
  const earlierOf = new Map<number, Earlier[]>();
  const courses: SeedCourse[] = [];

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const spec = ARCHETYPES[i];
    const { topic, title, level, language } = spec ? archetypeIdentity(spec) : randomIdentity(random);
    const subject = find.subject(topic.subject);
    const partner = spec?.partner
      ? find.partner(spec.partner)
      : random.pick(find.teaching(language, topic.subject));
    const window: Window = spec
      ? {
          start: spec.start,
          end: spec.end,
          enrollStart: spec.enrollStart === undefined ? spec.start - 60 : spec.enrollStart,
          enrollEnd: spec.enrollEnd === undefined ? spec.end : spec.enrollEnd,
          selfPaced: spec.selfPaced ?? false,
        }
      : randomWindow(random);
    let slug = slugify(title) || `${subject.slug}-${id}`;
    if (slugs.has(slug)) slug = `${slug}-${id}`;
    slugs.add(slug);
    const total = spec?.popularity ?? Math.floor(Math.exp(random.next() * 10.5));
    const full = spec ? spec.full === true : random.chance(0.02);
    const earlier = earlierOf.get(subject.id) ?? [];
    const prerequisite = spec?.prerequisite
      ? byKey.get(spec.prerequisite)
      : !spec && id > 50 && level > 1 && random.chance(0.12)
        ? pickEasier(random, earlier, level, language)
        : undefined;
    const texts = courseTexts(random, { topic, title, level, prerequisite: prerequisite?.title ?? null });
    const hoursMin = random.int(2, 5);
    const transcripts = [
      language,
      ...(language !== 'en' && random.chance(0.5) ? ['en'] : []),
      ...(random.chance(0.2) ? ['ar', 'fa'] : []),
    ];
    const named = (spec?.instructors ?? []).map((name) => find.instructorNamed(name));
    const pool = find.instructorsOf(subject.id).filter((person) => !named.includes(person));
    const teachers = [...named, ...random.sample(pool, random.int(1, 3) - named.length)];
    courses.push({
      id,
      archetype: spec?.key ?? null,
      key: `course-v1:${partner.shortName}+${subjectCode(subject.title)}${100 + id}+${day(window.start).slice(0, 4)}_T${random.int(1, 3)}`,
      slug,
      orgId: partner.id,
      title,
      topic: topic.title,
      level,
      shortDescription: texts.shortDescription,
      aboutOverview: texts.aboutOverview,
      // Decided without the random stream, so the rest of the catalogue stays as it was.
      introVideo: level === 1 ? INTRO_VIDEO : null,
      language,
      selfPaced: window.selfPaced,
      certificateEnabled: spec ? true : random.chance(0.85),
      totalEnrollments: total,
      createdAt: day(window.start - random.int(20, 120)),
      modifiedAt: day(-random.int(0, 60)),
      enrollmentStart: window.enrollStart === null ? null : day(window.enrollStart),
      enrollmentEnd: window.enrollEnd === null ? null : day(window.enrollEnd),
      start: day(window.start),
      end: window.end === null ? null : day(window.end),
      weeks: texts.weeks,
      hoursMin,
      hoursMax: hoursMin + random.int(1, 4),
      invitationOnly: spec ? spec.invitationOnly === true : random.chance(0.03),
      maxEnrollments: full ? total : !spec && random.chance(0.03) ? total + random.int(10, 500) : null,
      price: spec ? archetypePrice(spec, day) : randomPrice(random, day),
      subjectIds: topic.also ? [subject.id, find.subject(topic.also).id] : [subject.id],
      instructorIds: teachers.map((person) => person.id),
      prerequisiteIds: prerequisite ? [prerequisite.id] : [],
      learn: texts.learn,
      requirements: texts.requirements,
      transcripts: [...new Set(transcripts)],
      toc: texts.toc,
    });
    const self: Earlier = { id, title, level, language };
    earlier.push(self);
    earlierOf.set(subject.id, earlier);
    if (spec) byKey.set(spec.key, self);
  }
  return courses;
}

/** An earlier course of the subject, in the same language and of a lower level, if there is one. */
function pickEasier(random: Random, earlier: readonly Earlier[], level: Level, language: string) {
  const easier = earlier.filter((c) => c.level < level && c.language === language);
  return easier.length ? random.pick(easier) : undefined;
}
