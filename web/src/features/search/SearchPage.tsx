/** `/search`: the catalogue browser for `?q=` (and any facets), the query in the heading. */
import { useIntl } from '../../i18n/intl.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { usePlatformDescription } from '../../common/page/usePlatformDescription.ts';
import { PageTrail } from '../../common/page/PageTrail.tsx';
import { CatalogueBrowser, useSearchState } from '../catalogue/index.ts';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';
import { SearchBox } from '../search-box/index.ts';
import messages from './messages.ts';
import layout from '../../ui/layout.module.css';
import styles from './SearchPage.module.css';

export { prefetchSearchResults as prefetch } from '../catalogue/index.ts';

export default function SearchPage() {
  const intl = useIntl();
  const { state, hrefFor } = useSearchState();
  const description = usePlatformDescription();
  return (
    <div className={layout.section}>
      <PageHead
        label={
          state.q
            ? intl.formatMessage(messages.title, { query: state.q })
            : intl.formatMessage(routeLabels.search)
        }
        description={description}
        path={hrefFor(state)}
      />
      <PageTrail
        items={[
          { label: intl.formatMessage(routeLabels.discover), to: '/discover' },
          { label: intl.formatMessage(messages.search) },
        ]}
      />
      <header className={layout.section}>
        <h1 className={styles.heading} dir="auto">
          {state.q
            ? intl.formatMessage(messages.headingWithQuery, { query: state.q })
            : intl.formatMessage(messages.heading)}
        </h1>
        {/* Keyed by the query so the field shows the current text after Back or a chip removal. */}
        <SearchBox key={state.q} placement="page" initialText={state.q} />
      </header>
      <CatalogueBrowser
        heading={intl.formatMessage(messages.results)}
        hideHeading
        onOpen={recordRecentPage}
      />
    </div>
  );
}
