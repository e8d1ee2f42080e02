/** Every topic a course may be built from, per language, with what its texts need of its subject. */
import { LOCAL_TOPICS } from './localTopics.ts';
import { PHRASEBOOKS } from './phrasebooks.ts';
import { SUBJECTS, TITLE_FORMS, type TitleForm, type TopicKind } from './subjects.ts';

export interface Topic {
  language: string;
  /** The subject's title, and the second subject it is filed under, if any. */
  subject: string;
  also: string | null;
  title: string;
  name: string;
  /** One a week; empty for topics in other languages (their outlines use the phrasebook's themes). */
  parts: readonly string[];
  kind: TopicKind;
  titles: readonly TitleForm[];
  /** The subject's own requirements (English topics only). */
  requirements: readonly string[];
}

function englishTopics(): Topic[] {
  return SUBJECTS.flatMap((subject) =>
    subject.topics.map((t): Topic => {
      const kind = t.kind ?? subject.kind;
      return {
        language: 'en',
        subject: subject.title,
        also: t.also ?? null,
        title: t.title,
        name: t.name,
        parts: t.parts,
        kind,
        titles: t.titles ?? TITLE_FORMS[kind],
        requirements: subject.requirements,
      };
    }),
  );
}

function localTopics(): Topic[] {
  return Object.entries(LOCAL_TOPICS).flatMap(([language, list]) => {
    const book = PHRASEBOOKS[language];
    if (!book) throw new Error(`no phrasebook for ${language}`);
    return list.map((t): Topic => ({
      language,
      subject: t.subject,
      also: null,
      title: t.title,
      name: t.name ?? t.title,
      parts: [],
      kind: SUBJECTS.find((s) => s.title === t.subject)?.kind ?? 'study',
      titles: book.titles,
      requirements: [],
    }));
  });
}

export const TOPICS: readonly Topic[] = [...englishTopics(), ...localTopics()];

const byLanguage = new Map<string, Topic[]>();
for (const topic of TOPICS)
  byLanguage.set(topic.language, [...(byLanguage.get(topic.language) ?? []), topic]);

export function topicsIn(language: string): readonly Topic[] {
  const list = byLanguage.get(language);
  if (!list) throw new Error(`no topics in ${language}`);
  return list;
}

/** The topic of a named course (archetypes.ts): by language and title. */
export function findTopic(language: string, title: string): Topic {
  const found = topicsIn(language).find((t) => t.title === title);
  if (!found) throw new Error(`no ${language} topic ${title}`);
  return found;
}

/** A course title from a title form: `{T}` is the topic's title. */
export const titleFrom = (form: TitleForm, topic: Topic) => form[0].replace('{T}', topic.title);
