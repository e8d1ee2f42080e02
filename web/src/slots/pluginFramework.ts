/**
 * What an operator's `env.config.jsx` imports from `@openedx/frontend-plugin-framework`: the build
 * aliases that package to this module (web/build/operatorEnvConfig.ts), so an unmodified file builds
 * without the package. The names and values are the framework's, so that configurations written for the
 * official apps mean the same here (docs/decisions/plugin-slots.md).
 */
export const DIRECT_PLUGIN = 'DIRECT_PLUGIN';
/** Accepted in a file, refused by Atrium: an inserted iframe widget is a build error, or skipped. */
export const IFRAME_PLUGIN = 'IFRAME_PLUGIN';

export const PLUGIN_OPERATIONS = {
  Insert: 'insert',
  Hide: 'hide',
  Modify: 'modify',
  Wrap: 'wrap',
} as const;
