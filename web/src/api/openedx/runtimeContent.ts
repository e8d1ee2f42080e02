/**
 * What a stock platform's home and footer show that no stock API gives, from the runtime configuration
 * (contract/src/runtimeContent.ts): the welcome banner and the footer's description. Pure readers: a
 * key that is absent or malformed gives the empty answer, so the section keeps its default (the
 * banner's own welcome, no description).
 */
import {
  ConfiguredFooterDescription,
  ConfiguredWelcome,
  FOOTER_DESCRIPTION_CONFIG_KEY,
  WELCOME_CONFIG_KEY,
  type MfeConfig,
  type WelcomeSection,
} from '@atrium/contract';

/** A banner with no text in any language: the banner greets with its own. */
export const NO_WELCOME: WelcomeSection = { title: {}, highlight_word: {}, description: {}, image: null };

export function welcomeOfRuntime(runtime: MfeConfig): WelcomeSection {
  const parsed = ConfiguredWelcome.safeParse(runtime[WELCOME_CONFIG_KEY]);
  return parsed.success ? parsed.data : NO_WELCOME;
}

/**
 * The footer's description by language: a text for every language is filed under the one the footer
 * was asked in (the footer picks the page's language from the map).
 */
export function footerDescriptionOfRuntime(runtime: MfeConfig, language: string): Record<string, string> {
  const parsed = ConfiguredFooterDescription.safeParse(runtime[FOOTER_DESCRIPTION_CONFIG_KEY]);
  if (!parsed.success) return {};
  return typeof parsed.data === 'string' ? { [language]: parsed.data } : parsed.data;
}
