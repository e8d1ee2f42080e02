/** A page's breadcrumb trail. Every trail starts at the home page: `items` are the steps after it. */
import { useIntl } from '../../i18n/intl.ts';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs.tsx';
import routeLabels from './routeLabels.ts';

export function PageTrail({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return <Breadcrumbs items={[{ label: intl.formatMessage(routeLabels.home), to: '/' }, ...items]} />;
}
