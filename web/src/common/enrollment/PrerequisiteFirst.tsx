import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import messages from './messages.ts';

/**
 * Why an enrolled learner cannot open the course yet, with a link to the prerequisite course: the same
 * sentence on the dashboard card and on the course page.
 */
export function PrerequisiteFirst({
  courseSlug,
  courseName,
  linkClassName,
}: {
  courseSlug: string;
  courseName: string;
  linkClassName?: string;
}) {
  const intl = useIntl();
  return intl.formatMessage(messages.prerequisiteFirst, {
    course: courseName || courseSlug,
    link: (chunks: ReactNode) => (
      <Link key="prerequisite" className={linkClassName} to={`/course/${encodeURIComponent(courseSlug)}/`}>
        {chunks}
      </Link>
    ),
  });
}
