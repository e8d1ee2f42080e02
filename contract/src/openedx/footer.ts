/**
 * The LMS footer as JSON: `GET /api/branding/v1/footer` with `Accept: application/json` (edx-platform
 * `lms/djangoapps/branding/views.py` `footer`, content from `lms/djangoapps/branding/api.py`
 * `get_footer`). Asked with `text/html` or a wildcard `Accept` it answers an HTML fragment instead, and it is a 404
 * until an operator turns the branding API on (`BrandingApiConfig`). `?language=` picks the language.
 */
import * as z from 'zod/mini';
import { listOrEmpty, optionalText, orNull, text } from '../lenient.ts';
import { queryText } from '../query.ts';

const FooterLink = z.object({ name: text, title: text, url: z.string().check(z.minLength(1)) });
export type FooterLink = z.output<typeof FooterLink>;

const SocialLink = z.object({
  ...FooterLink.shape,
  'icon-class': optionalText,
  action: optionalText,
});

const MobileLink = z.object({ ...FooterLink.shape, image: optionalText });

const links = (where: string) => listOrEmpty(FooterLink, where);

export const StockFooter = z.object({
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
});
export type StockFooter = z.output<typeof StockFooter>;

export const StockFooterQuery = z.object({ language: z.optional(queryText) });
