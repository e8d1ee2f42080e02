/** Every repository over one database, prepared once per app. */
import type { Db } from '../db/open.ts';
import { createBrandingRepository } from './branding.ts';
import { catalogueVersion } from './catalogueVersion.ts';
import { createCoursesRepository } from './courses.ts';
import { createEnrollmentsRepository } from './enrollments.ts';
import { createInstructorsRepository } from './instructors.ts';
import { createOutboxRepository } from './outbox.ts';
import { createPartnersRepository } from './partners.ts';
import { createProgramsRepository } from './programs.ts';
import { createSearchRepository } from './search.ts';
import { createSessionsRepository } from './sessions.ts';
import { createSettingsRepository } from './settings.ts';
import { createSubjectsRepository } from './subjects.ts';
import { createTransactionsRepository } from './transactions.ts';
import { createUsersRepository } from './users.ts';

export function createRepositories(db: Db) {
  return {
    branding: createBrandingRepository(db),
    catalogueVersion: catalogueVersion(db),
    courses: createCoursesRepository(db),
    enrollments: createEnrollmentsRepository(db),
    instructors: createInstructorsRepository(db),
    outbox: createOutboxRepository(db),
    partners: createPartnersRepository(db),
    programs: createProgramsRepository(db),
    search: createSearchRepository(db),
    sessions: createSessionsRepository(db),
    settings: createSettingsRepository(db),
    subjects: createSubjectsRepository(db),
    transactions: createTransactionsRepository(db),
    users: createUsersRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
