import { defineMessages, type NoMessageValues } from 'react-intl';

export default defineMessages<{ welcome: { platformName: string }; exploreCourses: NoMessageValues }>({
  welcome: {
    id: 'home.welcome',
    defaultMessage: 'Welcome to {platformName}',
    description: 'Main heading of the home page; platformName is the operator’s platform name.',
  },
  exploreCourses: {
    id: 'home.exploreCourses',
    defaultMessage: 'Explore New Courses',
    description: 'Home banner link to the discover catalogue.',
  },
});
