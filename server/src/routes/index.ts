/** Every endpoint's handler (the type makes a missing one a compile error), and the refused-body answers. */
import type { InvalidBodyAnswers } from '../http/endpoints.ts';
import type { Handlers } from '../http/handler.ts';
import { accountHandlers, invalidPreferencesBody } from './account.ts';
import { brandingHandlers } from './branding.ts';
import { courseHandlers } from './courses.ts';
import { enrollmentHandlers, invalidEnrollBody } from './enrollments.ts';
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

/** The real platform's own answers to bodies Atrium's schemas refuse (else Django REST framework's). */
export const invalidBodyAnswers: InvalidBodyAnswers = {
  enroll: invalidEnrollBody,
  updatePreferences: invalidPreferencesBody,
};
