/** Messages of the home sections that load after first paint (explore, partners, activation). */
import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  exploreTitle: {
    id: 'home.exploreTitle',
    defaultMessage: 'Explore Courses',
    description: 'Heading of the explore courses section.',
  },
  topCourses: {
    id: 'home.topCourses',
    defaultMessage: 'Top courses',
    description: 'Explore tab: most popular courses.',
  },
  recentlyAdded: {
    id: 'home.recentlyAdded',
    defaultMessage: 'Recently added',
    description: 'Explore tab: newest courses.',
  },
  viewAllCourses: {
    id: 'home.viewAllCourses',
    defaultMessage: 'View All Courses',
    description: 'Link to all courses on the search page.',
  },
  noCourses: {
    id: 'home.noCourses',
    defaultMessage: 'Great content is coming soon. Check back later!',
    description: 'Explore courses section when the tab has no courses.',
  },
  partnersTitle: {
    id: 'home.partnersTitle',
    defaultMessage: 'Partners',
    description: 'Heading of the popular partners section.',
  },
  partnersIntro: {
    id: 'home.partnersIntro',
    defaultMessage: 'Our partners provide quality learning material from around the world.',
    description: 'Sentence under the partners heading.',
  },
  partnersLoading: {
    id: 'home.partnersLoading',
    defaultMessage: 'Loading partners',
    description: 'Accessible name of the partners placeholder while it loads.',
  },
  viewPartners: {
    id: 'home.viewPartners',
    defaultMessage: 'View Our Partners',
    description: 'Link to the partners list.',
  },
  activateTitle: {
    id: 'home.activateTitle',
    defaultMessage: 'Activate Your Account',
    description: 'Title of the account activation dialog.',
  },
  activateBody: {
    id: 'home.activateBody',
    defaultMessage:
      'We sent you an e-mail. Click the link in it to activate your account and start learning.',
    description: 'Body of the account activation dialog.',
  },
  activatePrompt: {
    id: 'home.activatePrompt',
    defaultMessage: 'Didn’t get the e-mail?',
    description: 'Before the resend button.',
  },
  resend: {
    id: 'home.resend',
    defaultMessage: 'Resend Activation Email',
    description: 'Sends the activation e-mail again.',
  },
  resending: {
    id: 'home.resending',
    defaultMessage: 'Sending…',
    description: 'Resend button while the e-mail is being sent.',
  },
  resendSucceeded: {
    id: 'home.resendSucceeded',
    defaultMessage: 'We sent the activation e-mail again. Check your inbox.',
    description: 'The activation e-mail went out.',
  },
  resendFailed: {
    id: 'home.resendFailed',
    defaultMessage: 'The activation e-mail could not be sent. Please try again.',
    description: 'The activation e-mail did not go out.',
  },
  gotIt: { id: 'home.gotIt', defaultMessage: 'Got it', description: 'Closes the activation dialog.' },
});
