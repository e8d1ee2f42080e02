/**
 * How many lessons a table of contents has: its units, or, in an outline that stops at subsections
 * (a stock LMS's: weeks and lessons, no units), its subsections. Never "0 lessons" for a course that
 * lists them. Pure.
 */
import type { CourseToc } from '@atrium/contract';

type Section = CourseToc['toc']['sections'][number];

export function lessonCount(sections: readonly Section[]): number {
  const subsections = sections.flatMap((section) => section.subsections);
  const units = subsections.reduce((n, sub) => n + sub.units.length, 0);
  return units > 0 ? units : subsections.length;
}
