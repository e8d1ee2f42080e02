/** Every endpoint's handler; the type makes a missing one a compile error. */
import type { Handlers } from '../http/handler.ts';
import { accountHandlers } from './account.ts';
import { brandingHandlers } from './branding.ts';
import { courseHandlers } from './courses.ts';
import { enrollmentHandlers } from './enrollments.ts';
import { instructorHandlers } from './instructors.ts';
import { partnerHandlers } from './partners.ts';
import { programHandlers } from './programs.ts';
import { searchHandlers } from './search.ts';
import { subjectHandlers } from './subjects.ts';

export const handlers: Handlers = {
  ...brandingHandlers,
  ...subjectHandlers,
  ...partnerHandlers,
  ...instructorHandlers,
  ...courseHandlers,
  ...searchHandlers,
  ...programHandlers,
  ...accountHandlers,
  ...enrollmentHandlers,
};
