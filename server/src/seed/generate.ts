/** The whole seed as data: same (seed, day, size) → same catalogue. */
import { MIN_COURSES } from './archetypes.ts';
import { generateEnrollments, USERS } from './accounts.ts';
import { generateCourses } from './courses.ts';
import { dayClock, type SeedCatalogue } from './model.ts';
import { generateInstructors, generatePartners, generateSubjects } from './people.ts';
import { generatePrograms } from './programs.ts';
import { createRandom } from './prng.ts';

export const DEFAULT_SEED = 20_251_105;

export interface GenerateOptions {
  courses: number;
  now: Date;
  seed?: number;
}

export function generateCatalogue(options: GenerateOptions): SeedCatalogue {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const day = dayClock(options.now);
  const count = Math.max(MIN_COURSES, Math.floor(options.courses));
  const partners = generatePartners(random, day);
  const subjects = generateSubjects();
  // At least two per subject, so that every course can draw its instructors from its own subject.
  const instructors = generateInstructors(
    random,
    Math.min(3000, Math.max(2 * subjects.length, Math.round(count / 4))),
    subjects,
  );
  const courses = generateCourses(random, day, count, partners, subjects, instructors);
  const programs = generatePrograms(
    random,
    day,
    Math.min(300, Math.max(4, Math.floor(count / 30))),
    courses,
    subjects,
    partners,
  );
  const enrollments = generateEnrollments(random, day, courses);
  return { partners, subjects, instructors, courses, programs, users: [...USERS], enrollments };
}
