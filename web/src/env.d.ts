/** Build-time configuration, injected by vite.config.ts with `define` (keys from src/config/keys.ts). */
declare const __ATRIUM_BUILD_CONFIG__: Readonly<Record<string, string | boolean>>;
/** The web app's version (web/package.json), sent with error reports. */
declare const __ATRIUM_VERSION__: string;
