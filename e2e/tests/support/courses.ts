/**
 * The seeded courses every catalogue holds, by slug (server/src/seed/archetypes.ts): one per course
 * page state. Tests find courses here rather than by their titles, which the demo catalogue may reword.
 */
export const COURSES = {
  free: 'introduction-to-python-programming',
  notOpen: 'quantum-computing-fundamentals',
  closed: 'financial-accounting-essentials',
  invitation: 'leadership-in-research-teams',
  full: 'hands-on-robotics-lab',
  prerequisite: 'data-structures-and-algorithms-in-python',
  paid: 'machine-learning-with-python',
  trial: 'cloud-computing-foundations',
  unavailable: 'sustainable-architecture-in-hot-climates',
  // The learner's enrollments in each dashboard state.
  visited: 'modern-world-history',
  neverVisited: 'statistics-for-everyone',
  notStarted: 'renewable-energy-systems',
  completed: 'foundations-of-microeconomics',
  /** The test fixture's course (ATRIUM_TEST_FIXTURES): hostile About HTML and an intro video. */
  withVideo: 'history-of-the-ancient-mediterranean',
} as const;

export const coursePath = (slug: string) => `/course/${slug}/`;
