/** Build-time configuration, injected by vite.config.ts with `define` (keys from src/config/keys.ts). */
declare const __ATRIUM_BUILD_CONFIG__: Readonly<Record<string, string | boolean>>;
/** The web app's version (web/package.json), sent with error reports. */
declare const __ATRIUM_VERSION__: string;
/** Whether the build has an operator's env.config.jsx (web/build/operatorEnvConfig.ts); false removes its code. */
declare const __ATRIUM_ENV_CONFIG__: boolean;

/** The operator's env.config.jsx default export (null in a build without one): web/build/operatorEnvConfig.ts. */
declare module 'virtual:atrium/env-config' {
  const fileExport: unknown;
  export default fileExport;
}
