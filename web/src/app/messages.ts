import { defineMessages } from '../i18n/intl.ts';

export default defineMessages({
  skipToContent: {
    id: 'app.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Link, first on every page, that lets keyboard users jump over the header.',
  },
  loadingPage: {
    id: 'app.loadingPage',
    defaultMessage: 'Loading page',
    description: 'Accessible name of the placeholder shown while a page is being loaded.',
  },
  routeErrorTitle: {
    id: 'app.routeError.title',
    defaultMessage: 'This page could not be shown',
    description: 'Heading shown in place of a page that failed.',
  },
  routeErrorBody: {
    id: 'app.routeError.body',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Explanation shown in place of a page that failed.',
  },
  retry: {
    id: 'app.routeError.retry',
    defaultMessage: 'Try again',
    description: 'Button that tries to show a failed page again.',
  },
  initErrorTitle: {
    id: 'app.initError.title',
    defaultMessage: 'The site could not start',
    description: 'Heading of the page shown when the application fails to start.',
  },
  initErrorReload: {
    id: 'app.initError.reload',
    defaultMessage: 'Reload the page',
    description: 'Button on the start-up error page that reloads the page.',
  },
});
