export * from './lenient.ts';
export * from './query.ts';
export * from './branding.ts';
export * from './catalogue.ts';
export * from './learner.ts';
export * from './endpoint.ts';
export * from './endpoints.ts';
export * from './cookies.ts';
