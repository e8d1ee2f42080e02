/**
 * The texts of a course, all from its one topic: short description, About HTML, outcomes, requirements
 * and outline. English topics name their parts week by week; other languages use their phrasebook.
 */
import { escapeHtml as escape } from '../http/html.ts';
import type { SeedTocNode } from './model.ts';
import { PHRASEBOOKS, type Phrasebook, type UnitType } from './phrasebooks.ts';
import type { Random } from './prng.ts';
import type { Level, TopicKind } from './subjects.ts';
import type { Topic } from './topics.ts';

export interface CourseTexts {
  shortDescription: string;
  aboutOverview: string;
  learn: string[];
  requirements: string[];
  toc: SeedTocNode[];
  /** Sections of the outline, one a week. */
  weeks: number;
}

export interface CourseFacts {
  topic: Topic;
  title: string;
  level: Level;
  /** The title of the course that must be completed first, if any. */
  prerequisite: string | null;
}

interface KindWords {
  /** The second paragraph of the About text. */
  method: string;
  finalWeek: string;
  /** Outcomes about one part (`{p}`) and the course's last outcome (`{t}` the topic). */
  partOutcomes: readonly string[];
  finalOutcome: string;
  units: readonly (readonly [string, UnitType])[];
}

const KINDS: Record<TopicKind, KindWords> = {
  computing: {
    method:
      'Each week mixes short videos with hands-on exercises you run yourself, and ends with a graded quiz.',
    finalWeek: 'Final project',
    partOutcomes: [
      'Explain the key ideas of {p}',
      'Work through exercises on {p}',
      'Discuss {p} with confidence',
    ],
    finalOutcome: 'Build a small project of your own with {t}',
    units: [
      ['Key ideas', 'video'],
      ['Worked example', 'video'],
      ['Coding exercise', 'problem'],
      ['Reading', 'html'],
      ['Quiz', 'problem'],
    ],
  },
  maths: {
    method:
      'Each week pairs short lectures with worked examples and practice problems, and ends with a graded problem set.',
    finalWeek: 'Review and final exam',
    partOutcomes: ['Explain the key ideas of {p}', 'Solve exercises on {p}', 'Discuss {p} with confidence'],
    finalOutcome: 'Solve problems in {t} step by step',
    units: [
      ['Key ideas', 'video'],
      ['Worked example', 'video'],
      ['Practice problems', 'problem'],
      ['Reading', 'html'],
      ['Problem set', 'problem'],
    ],
  },
  science: {
    method:
      'Each week combines short lectures, readings and virtual experiments, and ends with a graded quiz.',
    finalWeek: 'Review and final exam',
    partOutcomes: [
      'Explain the key ideas of {p}',
      'Interpret experiments on {p}',
      'Discuss {p} with confidence',
    ],
    finalOutcome: 'Read and discuss current research in {t}',
    units: [
      ['Key ideas', 'video'],
      ['Virtual experiment', 'problem'],
      ['Reading', 'html'],
      ['Discussion', 'html'],
      ['Quiz', 'problem'],
    ],
  },
  study: {
    method:
      'Each week combines short lectures, readings from primary sources and a discussion, and ends with a short written assignment.',
    finalWeek: 'Review and final essay',
    partOutcomes: ['Explain the key ideas of {p}', 'Analyse sources on {p}', 'Discuss {p} with confidence'],
    finalOutcome: 'Write a short essay on {t}',
    units: [
      ['Lecture', 'video'],
      ['Reading', 'html'],
      ['Primary sources', 'html'],
      ['Discussion', 'html'],
      ['Quiz', 'problem'],
    ],
  },
  practice: {
    method:
      'Each week combines short lectures, case studies from real organisations and a discussion with other learners.',
    finalWeek: 'Case study and final project',
    partOutcomes: [
      'Explain the key ideas of {p}',
      'Work through a case on {p}',
      'Discuss {p} with confidence',
    ],
    finalOutcome: 'Apply what you learned about {t} to a case from your own work',
    units: [
      ['Key ideas', 'video'],
      ['Case study', 'html'],
      ['Discussion', 'html'],
      ['Exercise', 'problem'],
      ['Quiz', 'problem'],
    ],
  },
  craft: {
    method:
      'Each week shows a technique step by step, then asks you to practise it and share your work for feedback.',
    finalWeek: 'Your final piece',
    partOutcomes: ['Explain the key ideas of {p}', 'Practise {p} in short exercises', 'Give feedback on {p}'],
    finalOutcome: 'Create and share a piece of your own',
    units: [
      ['Demonstration', 'video'],
      ['Guided exercise', 'problem'],
      ['Your turn', 'problem'],
      ['Peer feedback', 'html'],
      ['Tips', 'html'],
    ],
  },
  language: {
    method:
      'Each week builds vocabulary and grammar through short dialogues, listening practice and speaking exercises.',
    finalWeek: 'Review and final conversation',
    partOutcomes: ['Practise {p} in {t}', 'Understand short dialogues about {p}'],
    finalOutcome: 'Hold a conversation in {t} about everyday things',
    units: [
      ['Listening', 'video'],
      ['Vocabulary', 'html'],
      ['Grammar', 'video'],
      ['Speaking practice', 'problem'],
      ['Quiz', 'problem'],
    ],
  },
};

const LEVEL_WORDS: Record<Level, string> = { 1: 'introductory', 2: 'intermediate', 3: 'advanced' };

const SHORT: Record<Level, readonly string[]> = {
  1: [
    'Learn {t} from the ground up: {p0}, {p1} and {p2}, with short videos and weekly exercises.',
    'A first course in {t}. Start with {p0}, then move on to {p1} and {p2}.',
  ],
  2: [
    'Go beyond the basics of {t}: {p1}, {p2} and {p3}, with weekly readings and practice.',
    'Build on what you know of {t}, with {p1} and {p2} studied in depth.',
  ],
  3: [
    'Take {t} further: {p2}, {p3} and {p4}, for learners who already know the basics.',
    'An advanced course in {t} covering {p2}, {p3} and {p4}, with a substantial final assignment.',
  ],
};

const REQUIRED_BACKGROUND: Record<Level, string> = {
  1: 'No prior knowledge of {t} needed',
  2: 'Some familiarity with {t}',
  3: 'A first course in {t}, or equivalent experience',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Templates split once into text and `{key}` slots: filling them is the seed's innermost loop. */
const parsedTemplates = new Map<string, string[]>();

function fill(template: string, values: Record<string, string | number>): string {
  let pieces = parsedTemplates.get(template);
  if (!pieces) parsedTemplates.set(template, (pieces = template.split(/\{(\w+)\}/)));
  // Odd pieces are keys.
  let text = '';
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] ?? '';
    text += i % 2 === 0 ? piece : String(values[piece] ?? `{${piece}}`);
  }
  return text;
}

/** A topic's template values: `{t}` its name, `{p0}`… its parts. */
const valuesOf = memo((topic: Topic): Record<string, string> => ({
  t: topic.name,
  ...Object.fromEntries(topic.parts.map((part, i) => [`p${i}`, part])),
}));

/** The About text's lines that depend on the topic only (escaped once per topic). */
const aboutTopic = memo((topic: Topic) => {
  const [first, second, third] = topic.parts;
  return (
    escape(`You will work through ${first}, ${second} and ${third}, one week at a time.`) +
    `</p><p>${KINDS[topic.kind].method}`
  );
});

function englishTexts(random: Random, facts: CourseFacts): CourseTexts {
  const { topic, title, level } = facts;
  const words = KINDS[topic.kind];
  const weeks = Math.min(random.int(4, 7), topic.parts.length + 1);
  const values = valuesOf(topic);

  // Outcomes follow the weeks: a few of the parts taught, in the order they are taught.
  const taught = topic.parts.slice(0, weeks - 1);
  const partOutcomes = random
    .sample(taught, random.int(2, 4))
    .sort((a, b) => taught.indexOf(a) - taught.indexOf(b))
    .map((part, i) =>
      fill(words.partOutcomes[i % words.partOutcomes.length] ?? '{p}', { ...values, p: part }),
    );
  const learn = [...partOutcomes, fill(words.finalOutcome, values)];

  const requirements = [
    fill(REQUIRED_BACKGROUND[level], values),
    ...(facts.prerequisite ? [`Completion of ${facts.prerequisite}, or equivalent experience`] : []),
    ...random.sample(topic.requirements, random.int(1, 2)),
  ];

  const about =
    `<section><h2>About this course</h2><p>${escape(title)} is an ${LEVEL_WORDS[level]} course in ${escape(topic.name)} over ${weeks} weeks. ` +
    `${aboutTopic(topic)}</p>` +
    `<h3>What you will learn</h3><ul>${learn.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` +
    '<h3>How you will learn</h3><p>Work at your own rhythm, join the discussion forum, and get feedback from peers and staff.</p></section>';

  return {
    shortDescription: fill(random.pick(SHORT[level]), values),
    aboutOverview: about,
    learn,
    requirements,
    toc: outline(random, weeks, englishNodes(topic)),
    weeks,
  };
}

function localTexts(random: Random, facts: CourseFacts, book: Phrasebook): CourseTexts {
  const { topic, title } = facts;
  const weeks = random.int(4, book.themes.length + 1);
  const values = { T: topic.title, t: topic.name, title, n: weeks };
  const learn = random.sample(book.outcomes, random.int(3, 4)).map((o) => fill(o, values));
  const { heading, body, learn: learnHeading, how, howBody } = book.about;
  const about =
    `<section><h2>${escape(heading)}</h2><p>${escape(fill(body, values))}</p>` +
    `<h3>${escape(learnHeading)}</h3><ul>${learn.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` +
    `<h3>${escape(how)}</h3><p>${escape(howBody)}</p></section>`;
  return {
    shortDescription: fill(random.pick(book.short), values),
    aboutOverview: about,
    learn,
    requirements: [
      ...(facts.prerequisite ? [fill(book.prerequisite, { course: facts.prerequisite })] : []),
      ...random.sample(book.requirements, random.int(1, 3)),
    ],
    toc: outline(random, weeks, localNodes(book)),
    weeks,
  };
}

/**
 * Outline nodes are shared between courses (a week, lesson or unit of the same name is the same node):
 * a large seed holds hundreds of thousands of them, and sharing keeps it fast and small.
 */
interface OutlineNodes {
  /** Section `s` (0-based) of an outline of `sections` sections. */
  section(s: number, sections: number): SeedTocNode;
  lesson(s: number, l: number): SeedTocNode;
  units: readonly SeedTocNode[];
  welcome: SeedTocNode | null;
}

/** Values computed once per key, lazily. */
function memo<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = compute(key)));
    return value;
  };
}

const MAX_LESSONS = 2;

/** The node at `index`: outlines never ask past the nodes made for them. */
function nodeAt(nodes: readonly SeedTocNode[], index: number): SeedTocNode {
  const found = nodes[index];
  if (!found) throw new Error(`no outline node ${index}`);
  return found;
}

/** Lesson nodes of a numbering template, by section and lesson. */
const lessonNodes = memo((template: string) => {
  const nodes: SeedTocNode[] = [];
  for (let s = 0; s < 12; s++)
    for (let l = 0; l < MAX_LESSONS; l++)
      nodes.push({ depth: 1, name: fill(template, { n: `${s + 1}.${l + 1}` }), type: 'sequential' });
  return (s: number, l: number) => nodeAt(nodes, s * MAX_LESSONS + l);
});

const unitNodes = memo((units: readonly (readonly [string, UnitType])[]) =>
  units.map(([name, type]): SeedTocNode => ({ depth: 2, name, type })),
);

/** Sections of an outline: `themes` for every week but the last, `last` for the last one. */
function sectionNodes(week: string, themes: readonly string[], last: string) {
  const chapter = (n: number, theme: string): SeedTocNode => ({
    depth: 0,
    name: fill(week, { n, theme }),
    type: 'chapter',
  });
  const weeks = themes.map((theme, i) => chapter(i + 1, theme));
  const finals = themes.map((_, i) => chapter(i + 2, last));
  return (s: number, sections: number) => (s === sections - 1 ? nodeAt(finals, s - 1) : nodeAt(weeks, s));
}

const englishNodes = memo((topic: Topic): OutlineNodes => ({
  section: sectionNodes('Week {n}: {theme}', topic.parts.map(capitalised), KINDS[topic.kind].finalWeek),
  lesson: lessonNodes('Lesson {n}'),
  units: unitNodes(KINDS[topic.kind].units),
  welcome: WELCOME,
}));

/** A lesson's units in another language: the same kinds, in the same order, in every phrasebook. */
function localUnits([intro, concepts, reading, exercise, discussion, quiz]: Phrasebook['units']) {
  return [
    [intro, 'video'],
    [concepts, 'video'],
    [reading, 'html'],
    [exercise, 'problem'],
    [discussion, 'html'],
    [quiz, 'problem'],
  ] as const;
}

const localNodes = memo((book: Phrasebook): OutlineNodes => ({
  section: sectionNodes(book.week, book.themes, book.finalWeek),
  lesson: lessonNodes(book.lesson),
  units: unitNodes(localUnits(book.units)),
  welcome: null,
}));

const WELCOME: SeedTocNode = { depth: 2, name: 'Welcome', type: 'video' };

/** `sections` weeks, one or two lessons in each, and two to four units of the kind's own sorts. */
function outline(random: Random, sections: number, nodes: OutlineNodes): SeedTocNode[] {
  const toc: SeedTocNode[] = [];
  const { units } = nodes;
  for (let s = 0; s < sections; s++) {
    toc.push(nodes.section(s, sections));
    const lessons = random.int(1, MAX_LESSONS);
    for (let l = 0; l < lessons; l++) {
      toc.push(nodes.lesson(s, l));
      const count = random.int(2, 4);
      const first = random.int(0, units.length - 1);
      for (let u = 0; u < count; u++) {
        const unit =
          nodes.welcome && s === 0 && l === 0 && u === 0 ? nodes.welcome : units[(first + u) % units.length];
        if (unit) toc.push(unit);
      }
    }
  }
  return toc;
}

export function courseTexts(random: Random, facts: CourseFacts): CourseTexts {
  if (facts.topic.language === 'en') return englishTexts(random, facts);
  const book = PHRASEBOOKS[facts.topic.language];
  if (!book) throw new Error(`no phrasebook for ${facts.topic.language}`);
  return localTexts(random, facts, book);
}
