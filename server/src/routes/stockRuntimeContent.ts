/**
 * The reference server's stock dialect stands in for an operator who set Atrium's runtime-configuration
 * keys for what no stock API gives (contract/src/runtimeContent.ts): the demo's welcome banner, its
 * popular subjects as curated text searches (the stock index matches a subject's name in its courses),
 * and its footer description, all from the same database the admin-console dialect serves them from.
 */
import {
  FOOTER_DESCRIPTION_CONFIG_KEY,
  POPULAR_SEARCHES_CONFIG_KEY,
  WELCOME_CONFIG_KEY,
  type PopularSearch,
  type WelcomeSection,
} from '@atrium/contract';
import { bannerUrl, subjectImageUrl } from '../catalogue/images.ts';
import type { AppContext } from '../http/context.ts';

/** The banner in every language the demo has, as the admin console's welcome section answers it. */
export function welcomeOf(ctx: AppContext, origin: string): WelcomeSection {
  const texts = ctx.repos.branding.welcomeTexts();
  const byLang = (pick: (t: (typeof texts)[number]) => string) =>
    Object.fromEntries(texts.map((t) => [t.lang, pick(t)]));
  return {
    title: byLang((t) => t.title),
    highlight_word: byLang((t) => t.highlight_word),
    description: byLang((t) => t.description),
    image: bannerUrl(origin),
  };
}

/** The runtime configuration's Atrium content keys, JSON-encoded as an operator writes them. */
export function stockRuntimeContent(ctx: AppContext, origin: string): Record<string, string> {
  const searches: PopularSearch[] = ctx.repos.subjects.popular(10).map((subject) => ({
    title: subject.title,
    query: subject.title,
    partner: [],
    language: [],
    mode: [],
    image: subjectImageUrl(origin, subject.slug),
  }));
  const description = Object.fromEntries(
    ctx.repos.branding.footerTexts().map((t) => [t.lang, t.description]),
  );
  return {
    [WELCOME_CONFIG_KEY]: JSON.stringify(welcomeOf(ctx, origin)),
    [POPULAR_SEARCHES_CONFIG_KEY]: JSON.stringify(searches),
    [FOOTER_DESCRIPTION_CONFIG_KEY]: JSON.stringify(description),
  };
}
