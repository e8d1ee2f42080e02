export interface TagManagerSettings {
  id: string;
  auth: string | null;
  env: string | null;
}

/** Only a well-formed container id ever reaches a script URL. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,10}$/;

/** The Google Tag Manager loader URL, with the environment parameters when both are configured. */
export function tagManagerScriptUrl(gtm: TagManagerSettings): string {
  const params = new URLSearchParams({ id: gtm.id });
  if (gtm.auth && gtm.env) {
    params.set('gtm_auth', gtm.auth);
    params.set('gtm_preview', gtm.env);
    params.set('gtm_cookies_win', 'x');
  }
  return `https://www.googletagmanager.com/gtm.js?${params.toString()}`;
}
