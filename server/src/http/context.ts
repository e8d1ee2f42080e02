/** What every route can use: the database, its repositories, the options and the clock. */
import type { PlatformApi } from '@atrium/contract';
import type { InstanceSettings } from '../config.ts';
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
  now: () => Date;
  platformApi: PlatformApi;
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
