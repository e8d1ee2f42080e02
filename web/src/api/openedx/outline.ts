/**
 * The course outline of a stock LMS (`GET /api/course_home/outline/{course_id}`, every release,
 * visitors too), asked once for what both of its readers need: the resume link and certificate
 * (`courseOutline`: the dashboard's cards, the course page of an enrolled learner) and the course
 * page's weeks and lessons (`courseToc`). The latest answer per course is kept for the visit: the
 * contents reuse it (or the request in flight) rather than ask again, while `courseOutline` asks
 * afresh each time its query does (after enrolling, a visit to the course), so what it says stays
 * current; enrolling or leaving forgets the kept one (forgetOutline). A 403 or 404 for one course (not started, not found) leaves only that course without
 * contents: every release has the view, so it is not an absent source.
 */
import type { CourseOutline, CourseToc } from '@atrium/contract';
import type { Answer } from '../answer.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { isAbsentAnswer } from './optionalSource.ts';
import { tocOfOutline } from './outlineToc.ts';

interface Kept {
  answer: Promise<CourseOutline>;
  settled: boolean;
}

const latest = new WeakMap<OpenedxPorts['settings'], Map<string, Kept>>();

function keptOf(ports: OpenedxPorts): Map<string, Kept> {
  const kept = latest.get(ports.settings) ?? new Map<string, Kept>();
  latest.set(ports.settings, kept);
  return kept;
}

/** A new request, or the one in flight for the course; kept as the course's latest outline. */
function askOutline(ports: OpenedxPorts, courseId: string): Promise<CourseOutline> {
  const kept = keptOf(ports);
  const current = kept.get(courseId);
  if (current && !current.settled) return current.answer;
  // Not cancelled by one caller's signal: the other reader may share it.
  const answer = ports.execute('courseOutline', { params: { course_id: courseId } });
  const entry: Kept = { answer, settled: false };
  kept.set(courseId, entry);
  answer.then(
    () => {
      entry.settled = true;
    },
    // A failure is forgotten, so that the next reader asks again.
    () => {
      if (kept.get(courseId) === entry) kept.delete(courseId);
    },
  );
  return answer;
}

/**
 * Forgets the course's kept outline once the learner's enrollment in it has changed: what the outline
 * shows depends on it (a course's contents are often for its learners only).
 */
export function forgetOutline(ports: OpenedxPorts, courseId: string): void {
  keptOf(ports).delete(courseId);
}

/** The course's latest outline of this visit (answered or in flight), else a new request. */
function outlineOf(ports: OpenedxPorts, courseId: string): Promise<CourseOutline> {
  return keptOf(ports).get(courseId)?.answer ?? askOutline(ports, courseId);
}

const courseIdOf = (params: Readonly<Record<string, string>> | undefined) => params?.course_id ?? '';

export const outlineAdapters: AdapterTable = {
  courseOutline({ params }, ports): Promise<Answer<'courseOutline'>> {
    return askOutline(ports, courseIdOf(params));
  },
  async courseToc({ params }, ports): Promise<CourseToc> {
    try {
      return { toc: tocOfOutline((await outlineOf(ports, courseIdOf(params))).course_blocks) };
    } catch (error) {
      if (isAbsentAnswer(error)) return { toc: tocOfOutline(null) };
      throw error;
    }
  },
};
