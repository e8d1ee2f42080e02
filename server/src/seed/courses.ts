/** Courses: the named archetypes first, then generated ones spread over every window, price and language. */
import { ARCHETYPES, type Archetype } from './archetypes.ts';
import { aboutOverview, outcomes, requirements, shortDescription, tableOfContents } from './courseContent.ts';
import type { DayClock, SeedCourse, SeedInstructor, SeedPartner, SeedPrice, SeedSubject } from './model.ts';
import { slugify, type Random } from './prng.ts';
import { ARABIC_TITLES, CHINESE_TITLES, PERSIAN_TITLES, PREFIXES } from './words.ts';

interface Window {
  start: number;
  end: number | null;
  enrollStart: number | null;
  enrollEnd: number | null;
  selfPaced: boolean;
}

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
const LANGUAGE_PARTNERS: Record<string, readonly string[]> = {
  ar: ['NoorX', 'AlexandriaX'],
  fa: ['PersepolisX'],
  fr: ['SorbonaX'],
  es: ['IberiaX'],
  de: ['RheinX'],
  tr: ['BosphorusX'],
  zh: ['JadeX'],
};
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

function randomTitle(random: Random, language: string, topic: string): string {
  if (language === 'ar') return random.pick(ARABIC_TITLES);
  if (language === 'fa') return random.pick(PERSIAN_TITLES);
  if (language === 'zh') return random.pick(CHINESE_TITLES);
  const level = random.weighted([
    ['', 6],
    [' II', 1],
    [': Part 2', 1],
    [' for Professionals', 1],
  ] as const);
  return `${random.pick(PREFIXES[language] ?? PREFIXES.en ?? [''])} ${topic}${language === 'en' ? level : ''}`;
}

const subjectCode = (title: string) =>
  title
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

export function generateCourses(
  random: Random,
  day: DayClock,
  count: number,
  partners: readonly SeedPartner[],
  subjects: readonly SeedSubject[],
  instructors: readonly SeedInstructor[],
): SeedCourse[] {
  const slugs = new Set<string>();
  const byKey = new Map<string, number>();
  const courses: SeedCourse[] = [];

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const spec = ARCHETYPES[i];
    const subject = (spec && subjects.find((s) => s.title === spec.subject)) || random.pick(subjects);
    const topic = random.pick(subject.topics);
    const language = spec ? (spec.language ?? 'en') : random.weighted(LANGUAGE_WEIGHTS);
    const title = spec?.title ?? randomTitle(random, language, topic);
    const partnerNames = LANGUAGE_PARTNERS[language];
    const partner =
      (spec?.partner && partners.find((p) => p.shortName === spec.partner)) ||
      (partnerNames ? partners.find((p) => p.shortName === random.pick(partnerNames)) : undefined) ||
      random.pick(partners.slice(0, 12));
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
    const learn = outcomes(random, topic);
    const weeks = random.int(4, 12);
    const hoursMin = random.int(2, 5);
    const transcripts = [
      language,
      ...(language !== 'en' && random.chance(0.5) ? ['en'] : []),
      ...(random.chance(0.2) ? ['ar', 'fa'] : []),
    ];
    const prerequisite = spec?.prerequisite
      ? byKey.get(spec.prerequisite)
      : !spec && id > 50 && random.chance(0.06)
        ? random.int(1, id - 1)
        : undefined;
    courses.push({
      id,
      archetype: spec?.key ?? null,
      key: `course-v1:${partner.shortName}+${subjectCode(subject.title)}${100 + id}+${day(window.start).slice(0, 4)}_T${random.int(1, 3)}`,
      slug,
      orgId: partner.id,
      title,
      shortDescription: shortDescription(random, topic, subject.title),
      aboutOverview: aboutOverview(title, topic, learn),
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
      weeks,
      hoursMin,
      hoursMax: hoursMin + random.int(1, 4),
      invitationOnly: spec ? spec.invitationOnly === true : random.chance(0.03),
      maxEnrollments: full ? total : !spec && random.chance(0.03) ? total + random.int(10, 500) : null,
      price: spec ? archetypePrice(spec, day) : randomPrice(random, day),
      subjectIds: [
        subject.id,
        ...(random.chance(0.25) ? [random.pick(subjects).id].filter((s) => s !== subject.id) : []),
      ],
      instructorIds: random.sample(instructors, random.int(1, 3)).map((x) => x.id),
      prerequisiteIds: prerequisite === undefined ? [] : [prerequisite],
      learn,
      requirements: requirements(random),
      transcripts: [...new Set(transcripts)],
      toc: tableOfContents(random),
    });
    if (spec) byKey.set(spec.key, id);
  }
  return courses;
}
