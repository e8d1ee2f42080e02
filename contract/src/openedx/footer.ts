/**
 * The LMS footer as JSON: `GET /api/branding/v1/footer` with `Accept: application/json` (edx-platform
 * `lms/djangoapps/branding/views.py` `footer`, content from `lms/djangoapps/branding/api.py`
 * `get_footer`). Asked with `text/html` or a wildcard `Accept` it answers an HTML fragment instead, and it is a 404
 * until an operator turns the branding API on (`BrandingApiConfig`). `?language=` picks the language
 * of its texts (Django's `get_supported_language_variant`, else the platform's `LANGUAGE_CODE`), so it
 * is sent lower-case with `-`, as the LMS lists its languages (`zh-cn`, `fa-ir`).
 *
 * What `get_footer` sends, besides the shapes below:
 * - `openedx_link` always (`FOOTER_OPENEDX_URL`), and a `copyright` sentence that ends with the
 *   trademark notice;
 * - link lists without unset marketing links (`#` is filtered out), but a link may be a path on the
 *   LMS (`/support/contact_us`, the contact form) and a social link's `url` may still be `#`;
 * - `logo_image` absolute, except when its configured file is missing: then `/static/images/logo.png`;
 * - `edx_org_link`, which Atrium does not read.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { listOrEmpty, optionalText, orNull, text } from '../lenient.ts';
import { queryText } from '../query.ts';

const FooterLink = lazySchema(() =>
  z.object({ name: text, title: text, url: z.string().check(z.minLength(1)) }),
);
export type FooterLink = z.output<typeof FooterLink>;

const SocialLink = lazySchema(() =>
  z.object({
    ...FooterLink.shape,
    'icon-class': optionalText,
    action: optionalText,
  }),
);

const MobileLink = lazySchema(() => z.object({ ...FooterLink.shape, image: optionalText }));

const links = (where: string) => listOrEmpty(FooterLink, where);

export const StockFooter = lazySchema(() =>
  z.object({
    copyright: text,
    logo_image: optionalText,
    social_links: listOrEmpty(SocialLink, 'footer social link'),
    navigation_links: links('footer navigation link'),
    legal_links: links('footer legal link'),
    /** Later releases split the navigation into these three lists. */
    business_links: links('footer business link'),
    more_info_links: links('footer more-info link'),
    connect_links: links('footer connect link'),
    mobile_links: listOrEmpty(MobileLink, 'footer mobile link'),
    openedx_link: orNull(z.object({ url: optionalText, title: text, image: optionalText })),
  }),
);
export type StockFooter = z.output<typeof StockFooter>;

/**
 * The two lists of every release, as the footer's two sections (a platform that fills only the later
 * lists has them filled from `business_links` with `connect_links`, and `more_info_links`). They have
 * no titles of their own: a section keeps its list's name as its title, and the footer shows its own
 * title for it.
 */
export const STOCK_FOOTER_SECTIONS = ['navigation_links', 'legal_links'] as const;
export type StockFooterSection = (typeof STOCK_FOOTER_SECTIONS)[number];

export const StockFooterQuery = lazySchema(() => z.object({ language: z.optional(queryText) }));
