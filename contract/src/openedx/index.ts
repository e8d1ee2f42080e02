/**
 * Stock Open edX wire schemas (`@atrium/contract/openedx`): a subpath of their own, so that a web
 * build for an admin-console platform never carries them in its first load.
 */
export * from './changeEnrollment.ts';
export * from './courses.ts';
export * from './discovery.ts';
export * from './endpoints.ts';
export * from './enrollments.ts';
export * from './errors.ts';
export * from './footer.ts';
export * from './learnerHome.ts';
