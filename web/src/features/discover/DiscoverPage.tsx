/** `/discover`: a search header, featured subjects, then the browser over the whole catalogue. */
import { useIntl } from '../../i18n/intl.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { usePlatformDescription } from '../../common/page/usePlatformDescription.ts';
import { PageTrail } from '../../common/page/PageTrail.tsx';
import { CatalogueBrowser, useSearchState } from '../catalogue/index.ts';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';
import { SearchBox } from '../search-box/index.ts';
import { FeaturedSubjects } from './FeaturedSubjects.tsx';
import messages from './messages.ts';
import layout from '../../ui/layout.module.css';
import styles from './DiscoverPage.module.css';
import { useCapability } from '../../config/capabilities.ts';
import { Navigate } from '../../lib/router/index.ts';

function DiscoverPageContent() {
  const intl = useIntl();
  const { state, hrefFor } = useSearchState();
  const description = usePlatformDescription();
  return (
    <div className={layout.page}>
      <PageHead
        label={intl.formatMessage(routeLabels.discover)}
        description={description}
        path={hrefFor(state)}
      />
      <PageTrail items={[{ label: intl.formatMessage(routeLabels.discover) }]} />
      <header className={styles.header}>
        <h1 className={styles.heading}>{intl.formatMessage(messages.heading)}</h1>
        <SearchBox placement="page" />
      </header>
      <FeaturedSubjects />
      <CatalogueBrowser heading={intl.formatMessage(messages.allCourses)} onOpen={recordRecentPage} />
    </div>
  );
}

/** A stock platform has no subjects (config/capabilities.ts): the catalogue’s search, where its links lead instead. */
export default function DiscoverPage() {
  return useCapability('subjects') ? <DiscoverPageContent /> : <Navigate to="/search" replace />;
}
