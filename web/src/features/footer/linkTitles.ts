/**
 * Footer titles the app translates: link titles (spec: About, Donate, Contact, Terms of Service, Honor,
 * Privacy) and the titles of a stock platform's two sections, which are its lists' names.
 */
import { STOCK_FOOTER_SECTIONS, type StockFooterSection } from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';
import messages from './messages.ts';

// A Map, not an object: a title such as "constructor" must not find Object.prototype's members.
const KNOWN: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['about', messages.about],
  ['donate', messages.donate],
  ['contact', messages.contact],
  ['terms of service', messages.termsOfService],
  ['honor', messages.honor],
  ['privacy', messages.privacy],
]);

/** The message for a known title (any case), or null: other titles are shown as the server wrote them. */
export function knownLinkTitle(title: string): MessageDescriptor | null {
  return KNOWN.get(title.trim().toLowerCase()) ?? null;
}

const SECTIONS: Readonly<Record<StockFooterSection, MessageDescriptor>> = {
  navigation_links: messages.navigationSection,
  legal_links: messages.legalSection,
};

/** The message for a stock section's title, or null: other titles are shown as the server wrote them. */
export function knownSectionTitle(title: string): MessageDescriptor | null {
  const section = STOCK_FOOTER_SECTIONS.find((name) => name === title);
  return section ? SECTIONS[section] : null;
}
