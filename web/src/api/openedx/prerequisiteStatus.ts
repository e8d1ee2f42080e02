/**
 * Whether the learner has met a course's prerequisites (`prereqStatus`), on a stock LMS: the required
 * courses from the courseware API, the verdict from the learner home (prerequisites.ts). Without the
 * courseware API the course lists no prerequisites, so nothing asks this.
 */
import { coursewareOf } from './courseware.ts';
import { learnerHome } from './dashboard.ts';
import type { AdapterTable } from './ports.ts';
import { prerequisitesMet } from './prerequisites.ts';

export const prerequisiteAdapters: AdapterTable = {
  async prereqStatus({ params }, ports) {
    // A stock course's slug is its course id.
    const courseId = params?.course_slug ?? '';
    const [init, courseware] = await Promise.all([
      learnerHome(ports),
      coursewareOf(ports, 'prereqStatus', courseId),
    ]);
    const required = courseware?.pre_requisite_courses.map((course) => course.key) ?? [];
    return { fulfilled: prerequisitesMet(init, courseId, required) };
  },
};
