/**
 * Message descriptions are for translators (they reach the catalogues through `formatjs extract`),
 * not for browsers: drop them from the production bundle. Only string-literal descriptions in files
 * that call defineMessages are touched; anything else is left exactly as written.
 */
import type { Plugin } from 'vite';

const DESCRIPTION = /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)\s*,?/g;

export function stripDescriptions(code: string): string {
  return code.replace(DESCRIPTION, '');
}

export function stripMessageDescriptions(): Plugin {
  return {
    name: 'atrium:strip-message-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('defineMessages')) return null;
      return { code: stripDescriptions(code), map: null };
    },
  };
}
