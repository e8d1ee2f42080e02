import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  title: {
    id: 'notFound.title',
    defaultMessage: 'Oops! You seem to be lost.',
    description: 'Heading of the page shown for an address that does not exist.',
  },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
    description: 'Explanation on the page-not-found screen.',
  },
  homeLink: {
    id: 'notFound.homeLink',
    defaultMessage: 'Go to the home page',
    description: 'Link from the page-not-found screen to the home page.',
  },
});
