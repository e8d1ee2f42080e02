/**
 * The demo accounts and their enrollments. `learner` has one enrollment per dashboard card state plus
 * enough in-progress courses to paginate; `graduate` has only completed courses with certificates.
 */
import type { DayClock, SeedCourse, SeedEnrollment, SeedUser } from './model.ts';
import type { Random } from './prng.ts';

export const DEMO_PASSWORD = 'atrium-demo';

export const USERS: readonly SeedUser[] = [
  {
    id: 1,
    username: 'learner',
    email: 'learner@example.com',
    name: 'Layla Learner',
    isActive: true,
    hasAvatar: true,
  },
  {
    id: 2,
    username: 'newcomer',
    email: 'newcomer@example.com',
    name: 'Nima Newcomer',
    isActive: false,
    hasAvatar: false,
  },
  {
    id: 3,
    username: 'graduate',
    email: 'graduate@example.com',
    name: 'Grace Graduate',
    isActive: true,
    hasAvatar: false,
  },
];

type CardState = 'visited' | 'unvisited' | 'completed';
const LEARNER_PLAN: readonly (readonly [string, CardState])[] = [
  ['visited-current', 'visited'],
  ['never-visited', 'unvisited'],
  ['not-started', 'unvisited'],
  ['expired', 'visited'],
  ['lifetime', 'visited'],
  ['prerequisite', 'visited'],
  ['completed', 'completed'],
  ...Array.from(
    { length: 10 },
    (_, i) => [`ongoing-${i + 1}`, i % 3 === 0 ? 'unvisited' : 'visited'] as const,
  ),
];
const GRADUATE_PLAN = [
  'python',
  'completed',
  'closed',
  'archived',
  'expired',
  ...Array.from({ length: 10 }, (_, i) => `ongoing-${i + 1}`),
];

const unitsOf = (course: SeedCourse) => course.toc.filter((n) => n.depth === 2).length;

function uuid(random: Random): string {
  const h = random.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

export function generateEnrollments(
  random: Random,
  day: DayClock,
  courses: readonly SeedCourse[],
): SeedEnrollment[] {
  const byArchetype = new Map(courses.flatMap((c) => (c.archetype ? [[c.archetype, c] as const] : [])));
  const course = (key: string) => {
    const found = byArchetype.get(key);
    if (!found) throw new Error(`seed archetype ${key} is missing`);
    return found;
  };
  const enrollment = (userId: number, c: SeedCourse, state: CardState, order: number): SeedEnrollment => {
    const units = unitsOf(c);
    const done =
      state === 'completed' ? units : state === 'visited' ? random.int(1, Math.max(1, units - 1)) : 0;
    return {
      userId,
      courseId: c.id,
      mode: c.price ? 'verified' : 'honor',
      // Distinct, decreasing dates keep `ordering=recent` stable.
      createdAt: day(-order - 1),
      visitedAt: state === 'unvisited' ? null : day(-order),
      completeCount: done,
      incompleteCount: units - done,
      certificateUuid: state === 'completed' ? uuid(random) : null,
    };
  };
  return [
    ...LEARNER_PLAN.map(([key, state], order) => enrollment(1, course(key), state, order)),
    ...GRADUATE_PLAN.map((key, order) => enrollment(3, course(key), 'completed', order)),
  ];
}
