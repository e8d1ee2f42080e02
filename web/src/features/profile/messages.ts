import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  signedOutIntro: {
    id: 'profile.signedOutIntro',
    defaultMessage: 'Sign in to see your courses, or create an account to start learning.',
    description: 'Mobile profile page for a visitor, above Sign In and Register.',
  },
  profileLink: {
    id: 'profile.profileLink',
    defaultMessage: 'Your profile',
    description: 'Visually hidden text before the learner’s e-mail, which links to their public profile.',
  },
});
