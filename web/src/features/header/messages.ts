import { defineMessages } from 'react-intl';

export default defineMessages({
  accountNavigation: {
    id: 'header.accountNavigation',
    defaultMessage: 'Account',
    description: 'Accessible name of the header navigation holding sign-in, register or sign-out.',
  },
  signIn: { id: 'header.signIn', defaultMessage: 'Sign In', description: 'Header link to the sign-in page.' },
  register: { id: 'header.register', defaultMessage: 'Register', description: 'Header link to create an account.' },
  signOut: { id: 'header.signOut', defaultMessage: 'Sign Out', description: 'Header link that signs the learner out.' },
  signedInAs: {
    id: 'header.signedInAs',
    defaultMessage: 'Signed in as',
    description: 'Visually hidden text read before the signed-in username in the header.',
  },
});
