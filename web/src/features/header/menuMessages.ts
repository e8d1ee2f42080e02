/** Messages of the header menus, which load when used (subjects panel, account menu, /profile). */
import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  courseCount: { count: number };
  accountMenu: { username: string };
};

const catalogue = defineMessages({
  signOut: {
    id: 'header.signOut',
    defaultMessage: 'Sign Out',
    description: 'Link that signs the learner out.',
  },
  signedInAs: {
    id: 'header.signedInAs',
    defaultMessage: 'Signed in as',
    description: 'Visually hidden text read before the signed-in username in the header.',
  },
  courseCount: {
    id: 'header.courseCount',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Total number of courses, at the top of the subjects menu.',
  },
  viewAllCourses: {
    id: 'header.viewAllCourses',
    defaultMessage: 'View All Courses',
    description: 'Subjects menu button: all courses on the search page, filters reset.',
  },
  accountMenu: {
    id: 'header.accountMenu',
    defaultMessage: 'Account menu for {username}',
    description: 'Accessible name of the avatar button that opens the account menu.',
  },
  profile: {
    id: 'header.profile',
    defaultMessage: 'Profile',
    description: 'Account menu link to the learner’s public profile.',
  },
  account: {
    id: 'header.account',
    defaultMessage: 'Account',
    description: 'Account menu link to the account settings.',
  },
  orderHistory: {
    id: 'header.orderHistory',
    defaultMessage: 'Order History',
    description: 'Account menu link to past orders (billing).',
  },
});

export default withValues<Values>()(catalogue);
