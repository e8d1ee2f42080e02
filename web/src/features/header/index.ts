/** What the phone's /profile page shares with the header: sign-in buttons and the account links. */
export { AuthButtons } from './AuthButtons.tsx';
export { accountLinkLabel } from './accountLinkLabel.ts';
export { accountLinks } from './accountLinks.ts';
