/** The way back from a course page to the catalogue: Home › Discover › the course. */
import { useIntl } from '../../i18n/intl.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageTrail } from '../../common/page/PageTrail.tsx';

export function CourseBreadcrumbs({ courseName }: { courseName: string }) {
  const intl = useIntl();
  return (
    <PageTrail
      items={[{ label: intl.formatMessage(routeLabels.discover), to: '/discover' }, { label: courseName }]}
    />
  );
}
