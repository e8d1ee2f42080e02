/**
 * A page's breadcrumb trail. Every trail starts at the home page: `items` are the steps after it.
 * The same trail is written for search engines as schema.org's BreadcrumbList (issue 33).
 */
import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs.tsx';
import { StructuredData } from '../structured-data/StructuredData.tsx';
import { breadcrumbList } from '../structured-data/lists.ts';
import routeLabels from './routeLabels.ts';

export function PageTrail({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  const settings = useSettings();
  const steps = [{ label: intl.formatMessage(routeLabels.home), to: '/' }, ...items];
  return (
    <>
      <StructuredData data={breadcrumbList(steps, settings)} />
      <Breadcrumbs items={steps} />
    </>
  );
}
