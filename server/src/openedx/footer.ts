/**
 * `GET /api/branding/v1/footer` as the LMS answers it: JSON when asked for `application/json` only,
 * an HTML fragment for `text/html` or a wildcard (browsers' default), 406 otherwise. The links are
 * the platform's footer in the language asked for (`?language=`, closest match, else English): its
 * first section is the navigation, its second the legal links. A link to one of the static pages is
 * the LMS's own page for it, with a stand-in here, so that a stock footer's links land on a page.
 */
import type { StockFooter } from '@atrium/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { varyOn } from '../http/compression.ts';
import type { AppContext } from '../http/context.ts';
import { html } from '../http/html.ts';
import { notFoundPage } from '../pages/respond.ts';
import { sendStandIn } from '../pages/standins.ts';
import type { FooterLinkRow } from '../repositories/branding.ts';
import { textAnswer } from './answers.ts';
import { registerStockRoute } from './register.ts';

type Footer = z.input<typeof StockFooter>;
interface Link {
  name: string;
  title: string;
  url: string;
}

const OPENEDX_LINK = {
  url: 'https://openedx.org',
  title: 'Powered by Open edX',
  image: 'https://logos.openedx.org/open-edx-logo-tag.png',
};
const SOCIAL_TITLES: Record<string, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
};

/** The footer language closest to the one asked for: exact, then its primary subtag, then English. */
export function footerLanguage(available: readonly string[], asked: string | undefined): string {
  const wanted = (asked ?? '').trim().toLowerCase();
  const codes = new Map(available.map((code) => [code.toLowerCase(), code]));
  return codes.get(wanted) ?? codes.get(wanted.split('-')[0] ?? '') ?? 'en';
}

/**
 * The static pages an LMS without a marketing site serves at `/{name}` (edx-platform
 * `lms/djangoapps/static_template_view/urls.py`: each `MKTG_URL_LINK_MAP` key, lower-cased), and which
 * its footer links to there (`marketing_link`): those of the demo's footer.
 */
export const LMS_STATIC_PAGES: readonly string[] = ['about', 'contact', 'donate', 'tos', 'honor', 'privacy'];

/** `/staticpages/about` (Atrium's page) is `/about` on the LMS; any other link stays as it is. */
export function lmsLink(link: string): string {
  const page = /^\/staticpages\/([^/]+)\/?$/.exec(link)?.[1];
  return page !== undefined && LMS_STATIC_PAGES.includes(page) ? `/${page}` : link;
}

/** A link's `name` is the last part of its path, as the LMS names its marketing links. */
const linkOf = (row: FooterLinkRow): Link => ({
  name: row.link.split('/').filter(Boolean).at(-1) ?? row.title.toLowerCase(),
  title: row.title,
  url: lmsLink(row.link),
});

type BuiltFooter = Footer & { copyright: string; navigation_links: Link[]; legal_links: Link[] };

function buildFooter(ctx: AppContext, origin: string, language: string | undefined): BuiltFooter {
  const { branding } = ctx.repos;
  const all = branding.footerLinks();
  const lang = footerLanguage([...new Set(all.map((r) => r.lang))], language);
  const rows = all.filter((r) => r.lang === lang);
  const platform = ctx.instance.platformName;
  return {
    copyright: `© ${platform}.  All rights reserved except where noted.`,
    logo_image: ctx.instance.logoUrl ?? `${origin}/static/logo.svg`,
    social_links: Object.entries(branding.socials()).map(([name, url]) => ({
      name,
      title: SOCIAL_TITLES[name] ?? name,
      url,
      'icon-class': `fa-${name}`,
      action: `Follow ${platform} on ${SOCIAL_TITLES[name] ?? name}`,
    })),
    navigation_links: rows.filter((r) => r.section === 0).map(linkOf),
    legal_links: rows.filter((r) => r.section === 1).map(linkOf),
    mobile_links: [],
    openedx_link: OPENEDX_LINK,
  };
}

function renderFooter(copyright: string, navigation: readonly Link[], legal: readonly Link[]): string {
  const list = (links: readonly Link[]) =>
    html`<ul>
      ${links.map((l) => html`<li><a href="${l.url}">${l.title}</a></li>`)}
    </ul>`;
  return html`<footer class="footer">
    <nav aria-label="About">${list(navigation)}</nav>
    <nav aria-label="Legal">${list(legal)}</nav>
    <p>${copyright}</p>
  </footer>`.value;
}

/** The representation the `Accept` header asks for (the LMS looks for HTML and the wildcard first). */
function representation(req: FastifyRequest): 'html' | 'json' | null {
  const accept = req.headers.accept ?? '*/*';
  if (accept.includes('text/html') || accept.includes('*/*')) return 'html';
  return accept.includes('application/json') ? 'json' : null;
}

export function registerFooter(app: FastifyInstance, ctx: AppContext): void {
  // The LMS's static pages the footer links to: their name from the same database, no operator HTML.
  for (const name of LMS_STATIC_PAGES) {
    app.get(`/${name}`, (_req, reply) => {
      const page = ctx.repos.branding.customPage(name);
      if (!page) return notFoundPage(ctx, reply, 'This page');
      return sendStandIn(
        ctx,
        reply,
        'LMS page',
        page.name,
        html`<p>The platform's own page, linked from its footer.</p>
          <p><a href="/">Home</a></p>`,
      );
    });
  }

  registerStockRoute(app, ctx, 'footer', {
    dialect: 'drf',
    shared: () => true,
    handle: ({ ctx, query, origin, req, reply }) => {
      // The same address answers HTML or JSON by the Accept header: a cache must tell them apart.
      varyOn(reply, 'Accept');
      const kind = representation(req);
      if (kind === null) throw textAnswer(406, '');
      const footer = buildFooter(ctx, origin, query.language);
      // HTML is a finished answer of its own kind, not the contract's JSON.
      if (kind === 'html')
        throw textAnswer(200, renderFooter(footer.copyright, footer.navigation_links, footer.legal_links));
      return footer;
    },
  });
}
