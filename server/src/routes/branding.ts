/** Runtime and instance configuration, languages, banner, footer, feature flags and static pages. */
import {
  EXTENSIONS_CONFIG_KEY,
  JWT_HEADER_PAYLOAD_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGES_CONFIG_KEY,
  endpoints,
  extensionsValue,
} from '@atrium/contract';
import type { FooterLinks } from '@atrium/contract';
import type { AppContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { stockRuntimeContent, welcomeOf } from './stockRuntimeContent.ts';

const logoOf = (ctx: AppContext, origin: string) => ctx.instance.logoUrl ?? `${origin}/static/logo.svg`;
const faviconOf = (ctx: AppContext, origin: string) =>
  ctx.instance.faviconUrl ?? `${origin}/static/favicon.svg`;

export const brandingHandlers: HandlerGroup<
  | 'mfeConfig'
  | 'instanceConfig'
  | 'activeLanguages'
  | 'dynamicFeatures'
  | 'footerSection'
  | 'welcomeSection'
  | 'customPage'
> = {
  mfeConfig: ({ ctx, origin }) => ({
    SITE_NAME: ctx.instance.platformName,
    BASE_URL: origin,
    LMS_BASE_URL: origin,
    LOGIN_URL: `${origin}/login`,
    LOGOUT_URL: `${origin}/logout`,
    MARKETING_SITE_BASE_URL: origin,
    LEARNING_BASE_URL: `${origin}/learning`,
    ACCOUNT_PROFILE_URL: origin,
    ACCOUNT_SETTINGS_URL: `${origin}/account/settings`,
    ORDER_HISTORY_URL: `${origin}/orders`,
    REFRESH_ACCESS_TOKEN_ENDPOINT: `${origin}/login_refresh`,
    CSRF_TOKEN_API_PATH: '/csrf/api/v1/token',
    ACCESS_TOKEN_COOKIE_NAME: JWT_HEADER_PAYLOAD_COOKIE,
    LANGUAGE_PREFERENCE_COOKIE_NAME: LANGUAGE_COOKIE,
    PLATFORM_API: ctx.platformApi,
    // A stock LMS has no admin-console to point at, nor a languages API: it lists them here.
    ...(ctx.platformApi === 'admin-console' && { AC_INSTANCE_CONFIG_API_URL: endpoints.instanceConfig.path }),
    ...(ctx.platformApi === 'openedx' && {
      [LANGUAGES_CONFIG_KEY]: JSON.stringify(ctx.repos.branding.activeLanguages()),
      // What an operator sets for the stock home and footer (banner, curated searches, description).
      ...stockRuntimeContent(ctx, origin),
    }),
    LOGO_URL: logoOf(ctx, origin),
    FAVICON_URL: faviconOf(ctx, origin),
    ALLOW_PUBLIC_ACCOUNT_CREATION: ctx.instance.allowPublicAccountCreation,
    // Which Atrium extensions this platform has; a platform without any does not send the key.
    ...(ctx.extensions.size > 0 && { [EXTENSIONS_CONFIG_KEY]: extensionsValue(ctx.extensions) }),
    // What the operator adds (ATRIUM_MFE_CONFIG_EXTRA), over the rest, as MFE_CONFIG_OVERRIDES would.
    ...ctx.instance.mfeConfigExtra,
  }),

  instanceConfig: ({ ctx, origin }) => ({
    logo: logoOf(ctx, origin),
    favicon: faviconOf(ctx, origin),
    has_billing: ctx.instance.hasBilling,
    platform_name: ctx.instance.platformName,
    gtm: ctx.instance.gtmId ? { gtm_id: ctx.instance.gtmId, gtm_auth: null, gtm_env: null } : null,
    use_tpa_only: ctx.instance.tpaOnly,
    tpa_queryparam: ctx.instance.tpaQueryParam,
  }),

  // The real backend answers a JSON-encoded string, not an array; Atrium copes with both.
  activeLanguages: ({ ctx }) => JSON.stringify(ctx.repos.branding.activeLanguages()),

  dynamicFeatures: ({ ctx, origin }) => ({
    remove_edx_footer: ctx.repos.settings.get('remove_edx_footer') === 'true',
    replace_footer_branding: ctx.repos.settings.get('replace_footer_branding') === 'true',
    logo_url: logoOf(ctx, origin),
  }),

  footerSection: ({ ctx, origin }) => {
    const { branding } = ctx.repos;
    const socials = branding.socials();
    const links: Record<string, FooterLinks> = {};
    for (const row of branding.footerLinks()) {
      const entry = (links[row.lang] ??= {
        sections: [],
        socials: {
          linkedin: socials.linkedin ?? null,
          facebook: socials.facebook ?? null,
          x: socials.x ?? null,
          instagram: socials.instagram ?? null,
        },
      });
      let section = entry.sections[row.section];
      if (!section)
        entry.sections[row.section] = section = { section_title: row.section_title, section_links: [] };
      section.section_links.push({ title: row.title, link: row.link });
    }
    return {
      logo: logoOf(ctx, origin),
      description: Object.fromEntries(branding.footerTexts().map((t) => [t.lang, t.description])),
      links,
    };
  },

  welcomeSection: ({ ctx, origin }) => welcomeOf(ctx, origin),

  customPage: ({ ctx, params }) => {
    const page = ctx.repos.branding.customPage(params.page ?? '');
    if (!page) throw notFound('This page');
    return page;
  },
};
