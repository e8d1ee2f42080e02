/**
 * What a page says of itself in the document's head (issue 33, "Findable and shareable"): its title,
 * description, canonical address, and the Open Graph and Twitter tags a shared link's preview is made
 * of. Built from the page's facts, which come from the platform's answers only: a tag without a value
 * is left out, never filled with a guess. PageHead.tsx renders these as React 19's hoisted head
 * elements, in the browser and on the server alike.
 */
import { pageAddress } from '../links/pageAddress.ts';
import { absoluteImageUrl } from '../course-card/imageUrl.ts';
import { pageDescription } from '../../lib/plainText.ts';

/** "{label} | {platform name}", or the platform name alone while the label is not known yet. */
export function formatTitle(label: string | null | undefined, platformName: string): string {
  const trimmed = label?.trim();
  return trimmed ? `${trimmed} | ${platformName}` : platformName;
}

export interface PageFacts {
  /** The page's own name: its label, or its content's name (a course's, a partner's). */
  label: string | null | undefined;
  /** The best description the page has, as the platform gave it: plain text or HTML. */
  description?: string | null;
  /** A picture the platform gave for the page; a relative address is on the LMS. */
  image?: string | null;
  /**
   * The page's canonical path inside the app (`/course/x/`, `/search?q=…`). Only a public page has
   * one: without it the page has a title and a description, and nothing for crawlers or previews.
   */
  path?: string | null;
  /** Open Graph's type: an instructor's page is a profile, every other page a website. */
  type?: 'website' | 'profile';
}

/** The settings a page's head is written with. */
export interface HeadSettings {
  platformName: string;
  baseUrl: string;
  publicPath: string;
  lmsBaseUrl: string;
  /** The interface's `Intl` locale (`en`, `fa-IR`). */
  locale: string;
}

/** `<meta name>` (description, Twitter) or `<meta property>` (Open Graph). */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHeadTags {
  title: string;
  /** `<link rel="canonical">`, absolute; null for a page without one. */
  canonical: string | null;
  meta: MetaTag[];
}

/** Open Graph's `language_TERRITORY`, when the locale names its territory (`fa-IR` → `fa_IR`). */
export function ogLocale(locale: string): string | null {
  const match = /^([a-z]{2,3})[-_]([a-z]{2})$/i.exec(locale.trim());
  return match ? `${match[1]?.toLowerCase()}_${match[2]?.toUpperCase()}` : null;
}

export function pageHeadTags(facts: PageFacts, settings: HeadSettings): PageHeadTags {
  const title = formatTitle(facts.label, settings.platformName);
  const description = pageDescription(facts.description);
  const meta: MetaTag[] = [];
  const add = (attribute: MetaTag['attribute'], key: string, content: string | null | undefined) => {
    if (content) meta.push({ attribute, key, content });
  };
  add('name', 'description', description);
  if (!facts.path) return { title, canonical: null, meta };

  const url = pageAddress(settings.baseUrl, settings.publicPath, facts.path);
  const image = absoluteImageUrl(facts.image, settings.lmsBaseUrl);
  // The preview names the page; the site's name has a tag of its own.
  const name = facts.label?.trim() || settings.platformName;
  add('property', 'og:title', name);
  add('property', 'og:description', description);
  add('property', 'og:url', url);
  add('property', 'og:image', image);
  add('property', 'og:type', facts.type ?? 'website');
  add('property', 'og:site_name', settings.platformName);
  add('property', 'og:locale', ogLocale(settings.locale));
  add('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', name);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', image);
  return { title, canonical: url, meta };
}
