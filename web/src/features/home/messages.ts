import { defineMessages, type NoMessageValues } from 'react-intl';

export default defineMessages<{
  welcome: { platformName: string };
  welcomePlaceholder: NoMessageValues;
  descriptionPlaceholder: NoMessageValues;
  exploreCourses: NoMessageValues;
  searchLabel: NoMessageValues;
  popularSubjects: NoMessageValues;
  viewAllSubjects: NoMessageValues;
  exploreTitle: NoMessageValues;
  topCourses: NoMessageValues;
  recentlyAdded: NoMessageValues;
  viewAllCourses: NoMessageValues;
  noCourses: NoMessageValues;
  partnersTitle: NoMessageValues;
  partnersIntro: NoMessageValues;
  viewPartners: NoMessageValues;
  loadError: NoMessageValues;
  retry: NoMessageValues;
  loading: NoMessageValues;
  activateTitle: NoMessageValues;
  activateBody: NoMessageValues;
  activatePrompt: NoMessageValues;
  resend: NoMessageValues;
  resending: NoMessageValues;
  resendSucceeded: NoMessageValues;
  resendFailed: NoMessageValues;
  gotIt: NoMessageValues;
}>({
  welcome: {
    id: 'home.welcome',
    defaultMessage: 'Welcome to {platformName}',
    description: 'Home banner heading when the banner has no title (or failed to load).',
  },
  welcomePlaceholder: {
    id: 'home.welcomePlaceholder',
    defaultMessage: 'Welcome text!',
    description: 'Home banner title when the banner has no title in the active language.',
  },
  descriptionPlaceholder: {
    id: 'home.descriptionPlaceholder',
    defaultMessage: 'Welcome message will appear here',
    description: 'Home banner description when the banner has none in the active language.',
  },
  exploreCourses: {
    id: 'home.exploreCourses',
    defaultMessage: 'Explore New Courses',
    description: 'Home banner link to the discover catalogue.',
  },
  searchLabel: {
    id: 'home.searchLabel',
    defaultMessage: 'Search the catalogue',
    description: 'Accessible label of the home banner search box.',
  },
  popularSubjects: {
    id: 'home.popularSubjects',
    defaultMessage: 'Popular Subjects',
    description: 'Heading of the popular subjects section.',
  },
  viewAllSubjects: {
    id: 'home.viewAllSubjects',
    defaultMessage: 'View All Subjects',
    description: 'Link to the discover page from popular subjects.',
  },
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
  viewPartners: {
    id: 'home.viewPartners',
    defaultMessage: 'View Our Partners',
    description: 'Link to the partners list.',
  },
  loadError: {
    id: 'home.loadError',
    defaultMessage: 'Error occurred while fetching data',
    description: 'A home section failed to load (spec wording).',
  },
  retry: { id: 'home.retry', defaultMessage: 'Retry', description: 'Loads a failed home section again.' },
  loading: {
    id: 'home.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of a section placeholder while it loads.',
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
