/** What every route can use: the database, its repositories, the options, the clock and the limits. */
import type { Extension, OpenedxRelease, PlatformApi } from '@atrium/contract';
import type { RateLimits } from '../auth/rateLimit.ts';
import type { InstanceSettings, SecondWebApp, ServerRendering } from '../config.ts';
import type { Db } from '../db/open.ts';
import type { Repositories } from '../repositories/index.ts';

export interface AppContext {
  db: Db;
  repos: Repositories;
  jwtSecret: string;
  jwtLifetimeSeconds: number;
  frontendOrigins: readonly string[];
  instance: InstanceSettings;
  webDist: string | null;
  /** Another build of the web app, served under its path (ATRIUM_SECOND_WEB_APP). */
  secondWebApp: SecondWebApp | null;
  /** Public pages rendered on the server by the renderer (ATRIUM_SERVER_RENDERING); null: the shell. */
  serverRendering: ServerRendering | null;
  /** The Atrium extensions on (README, "Atrium's extensions"); the others answer as the platform would. */
  extensions: ReadonlySet<Extension>;
  now: () => Date;
  /** Sign-in, registration and activation e-mail limits, counted per process. */
  limits: RateLimits;
  platformApi: PlatformApi;
  /** The stock release imitated: a source newer than it answers 404, as that release's LMS would. */
  openedxRelease: OpenedxRelease;
}

/** The signed-in user, as read from a valid JWT and the users table. */
export interface Viewer {
  id: number;
  username: string;
  email: string;
  name: string;
  isActive: boolean;
  isStaff: boolean;
}
