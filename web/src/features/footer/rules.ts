/** Pure rules of the footer (docs/product-rules.md, "Footer"; docs/contract.md, A3, A4). */
import type { DynamicFeatures, FooterContent } from '@atrium/contract';
import { safeUrl } from '../../lib/safeUrl.ts';
import { pickLanguage } from '../../i18n/pickLanguage.ts';

export interface FooterLinkItem {
  title: string;
  /** In-app path (router link) or an external http(s) URL. */
  to?: string;
  href?: string;
}

export interface FooterSectionItem {
  title: string;
  links: FooterLinkItem[];
}

/** "/staticpages/about" is a screen of this app; "https://…" goes elsewhere; anything else is dropped. */
export function footerLink(title: string, link: string): FooterLinkItem | null {
  const safe = safeUrl(link);
  if (safe === null || title.trim() === '') return null;
  if (safe.startsWith('/') && !safe.startsWith('//')) return { title, to: safe };
  return /^(https?:)?\/\//i.test(safe) ? { title, href: safe } : { title, to: `/${safe}` };
}

/** Up to two sections of the active language, each only when it has a title (docs/product-rules.md, "Footer"; docs/contract.md, A4). */
export function footerSections(content: FooterContent | undefined, locale: string): FooterSectionItem[] {
  const links = content ? pickLanguage(content.links, locale) : null;
  return (links?.sections ?? [])
    .slice(0, 2)
    .filter((section) => section.section_title.trim() !== '')
    .map((section) => ({
      title: section.section_title,
      links: section.section_links.flatMap((link) => footerLink(link.title, link.link) ?? []),
    }));
}

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'x', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Each network only when its link is present and safe, in a fixed order. */
export function socialLinks(
  content: FooterContent | undefined,
  locale: string,
): { network: SocialNetwork; href: string }[] {
  const socials = content ? pickLanguage(content.links, locale)?.socials : undefined;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = safeUrl(socials?.[network]);
    return href ? [{ network, href }] : [];
  });
}

export interface CopyrightBar {
  /** The edX trademark notice (hidden with remove_edx_footer). */
  trademark: boolean;
  /** replace_footer_branding: the operator's logo and "© year platform"; otherwise "Powered by". */
  branding: { kind: 'custom'; logo: string | null } | { kind: 'poweredBy' };
}

/** While the flags load or fail, both count as false (docs/contract.md, A3). */
export function copyrightBar(features: DynamicFeatures | undefined): CopyrightBar {
  return {
    trademark: !features?.remove_edx_footer,
    branding: features?.replace_footer_branding
      ? { kind: 'custom', logo: safeUrl(features.logo_url) }
      : { kind: 'poweredBy' },
  };
}
