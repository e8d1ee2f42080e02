import { defineMessages } from '../../i18n/intl.ts';
import type { MessageTag } from 'react-intl';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  prerequisiteFirst: { course: string; link: MessageTag };
};

const catalogue = defineMessages({
  viewCertificate: {
    id: 'enrolledCourse.viewCertificate',
    defaultMessage: 'View Certificate',
    description: 'Button to the learner’s certificate (course card and course page).',
  },
  resumeCourse: {
    id: 'enrolledCourse.resumeCourse',
    defaultMessage: 'Resume Course',
    description: 'Button and menu item: continue where the learner left off.',
  },
  goToCourse: {
    id: 'enrolledCourse.goToCourse',
    defaultMessage: 'Go To Your Course',
    description: 'Button and sheet item: open the course home.',
  },
  prerequisiteFirst: {
    id: 'enrolledCourse.prerequisiteFirst',
    defaultMessage: 'Complete the prerequisite course first: <link>{course}</link>',
    description:
      'Why an enrolled learner cannot open the course yet (course card and course page); <link> wraps the prerequisite course’s name and leads to its page.',
  },
  loading: {
    id: 'enrolledCourse.loading',
    defaultMessage: 'Loading course details',
    description: 'Accessible name of the button spinner while the course outline loads.',
  },
});

export default withValues<Values>()(catalogue);
