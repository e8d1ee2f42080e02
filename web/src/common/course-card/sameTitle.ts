/**
 * Cards of one list that share a title (two runs of one course: the demo catalogue has 25 such titles)
 * each say what tells them apart (docs/product-rules.md, "Search and catalogue"): their dates where
 * these differ, otherwise their course code. A card whose title is its own says nothing more.
 */
import type { CourseSummary, EnrolledCourse } from '@atrium/contract';

export interface CardIdentity {
  title: string;
  /** ISO dates of the run, as the platform gives them. */
  start: string | null;
  end: string | null;
  /** The course id where known (else its slug): distinct for every card. */
  code: string;
}

export type Distinction =
  { kind: 'dates'; start: string; end: string | null } | { kind: 'code'; code: string };

/** Titles compare as a reader sees them: surrounding spaces and letter case aside. */
const titleKey = (title: string) => title.trim().toLocaleLowerCase();

/** The dates as the line shows them (by day), so two lines that would read the same count as equal. */
const shownDates = (card: CardIdentity) =>
  `${card.start?.slice(0, 10) ?? ''}/${card.end?.slice(0, 10) ?? ''}`;

/** For each card, in order, what its line says; null for a card whose title no other card shares. */
export function sameTitleDistinctions(cards: readonly CardIdentity[]): (Distinction | null)[] {
  const groups = new Map<string, CardIdentity[]>();
  for (const card of cards) {
    const key = titleKey(card.title);
    if (key !== '') groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  return cards.map((card) => {
    const group = groups.get(titleKey(card.title)) ?? [];
    if (group.length < 2) return null;
    const dated =
      group.every((other) => other.start !== null) && new Set(group.map(shownDates)).size === group.length;
    return dated && card.start !== null
      ? { kind: 'dates', start: card.start, end: card.end }
      : { kind: 'code', code: card.code };
  });
}

/** A catalogue card's identity; `courseId` where the list knows it (a search hit's id). */
export const courseIdentity = (course: CourseSummary, courseId?: string): CardIdentity => ({
  title: course.additional_metadata.display_name,
  start: course.additional_metadata.course_start,
  end: course.additional_metadata.course_end,
  code: courseId || course.course_slug,
});

/** An enrolled-course card's identity. */
export const enrolledIdentity = ({ course_details: details }: EnrolledCourse): CardIdentity => ({
  title: details.course_name,
  start: details.course_start,
  end: details.course_end,
  code: details.course_id,
});
