/** Footer link titles the app translates (spec: About, Donate, Contact, Terms of Service, Honor, Privacy). */
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
