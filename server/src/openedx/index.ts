/**
 * The stock Open edX dialect of the reference server. An admin-console platform is an Open edX LMS
 * with a plugin, so every stock endpoint is served in both dialects, from the same database. What
 * the dialect changes:
 * - `openedx`: no `/admin-console/` path exists (404), and the two Enrollment API paths both
 *   dialects share (`GET …/enrollment/{course_id}`, `POST …/enrollment`) answer in their stock shapes,
 *   with the username form of the first too;
 * - `admin-console`: those two paths keep the answers the admin-console web client reads
 *   (routes/enrollments.ts).
 * The runtime configuration names the dialect (`PLATFORM_API`, routes/branding.ts).
 */
import { endpoints, type EndpointName, type PlatformApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { registerChangeEnrollment } from './changeEnrollment.ts';
import { registerCourseApi } from './courses.ts';
import { registerCoursewareApi } from './courseware.ts';
import { registerCourseDiscovery } from './discovery.ts';
import { registerEnrollmentApi } from './enrollments.ts';
import { registerFooter } from './footer.ts';
import { registerLearnerHome } from './learnerHome.ts';
import { registerNotificationCount } from './notifications.ts';
import { registerOrganizations } from './organizations.ts';
import { registerProgress } from './progress.ts';
import { createStockQueries } from './queries.ts';

/** Main-table endpoints whose paths the stock dialect answers its own way. */
const STOCK_ANSWERED: ReadonlySet<EndpointName> = new Set(['enrollmentStatus', 'enroll']);

/** The endpoints of the main table (contract/src/endpoints.ts) a dialect serves. */
export function mainEndpointNames(platformApi: PlatformApi): EndpointName[] {
  const names = Object.keys(endpoints) as EndpointName[];
  if (platformApi === 'admin-console') return names;
  return names.filter(
    (name) => !endpoints[name].path.startsWith('/admin-console/') && !STOCK_ANSWERED.has(name),
  );
}

export function registerOpenedxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const queries = createStockQueries(ctx.db);
  registerCourseDiscovery(app, ctx, queries);
  registerCourseApi(app, ctx, queries);
  registerCoursewareApi(app, ctx, queries);
  registerEnrollmentApi(app, ctx, queries, ctx.platformApi === 'openedx');
  registerLearnerHome(app, ctx, queries);
  registerChangeEnrollment(app, ctx);
  registerFooter(app, ctx);
  registerOrganizations(app, ctx);
  registerProgress(app, ctx);
  registerNotificationCount(app, ctx);
}
