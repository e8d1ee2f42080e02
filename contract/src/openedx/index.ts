/** Stock Open edX wire schemas, exported from the package index (unused ones are tree-shaken). */
export * from './changeEnrollment.ts';
export * from './courses.ts';
export * from './courseware.ts';
export * from './discovery.ts';
export * from './endpoints.ts';
export * from './enrollments.ts';
export * from './errors.ts';
export * from './footer.ts';
export { truthValue } from './form.ts';
export * from './learnerHome.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './progress.ts';
