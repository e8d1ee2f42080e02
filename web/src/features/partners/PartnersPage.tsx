/** `/partners`: search with suggestions, platform totals, sort, the partner grid, pagination — all in the URL. */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useLocation, useNavigate } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { partnersQuery } from '../../api/catalogue.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { usePlatformDescription } from '../../common/page/usePlatformDescription.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { PageTrail } from '../../common/page/PageTrail.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { SectionError } from '../../ui/SectionError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import messages from './messages.ts';
import { PartnerCard, PartnerCardSkeleton } from './PartnerCard.tsx';
import { PartnerSearch } from './PartnerSearch.tsx';
import { PartnersTotals } from './PartnersTotals.tsx';
import {
  parsePartnersList,
  serializePartnersList,
  type PartnersListState,
  type PartnerSort,
} from './partnersListState.ts';
import styles from './PartnersPage.module.css';
import { useCapability } from '../../config/capabilities.ts';
import { NotFoundPage } from '../not-found/index.ts';

const PAGE_SIZE = 12;
const sortLabels = {
  recent: messages.sortRecent,
  ascending: messages.sortAZ,
  descending: messages.sortZA,
} as const;

function PartnersPageContent() {
  const intl = useIntl();
  const { platformName } = useSettings();
  const { search } = useLocation();
  const navigate = useNavigate();
  const sortId = useId();
  const state = parsePartnersList(search);
  const go = (next: PartnersListState) => {
    const query = serializePartnersList(next);
    navigate(query ? `/partners?${query}` : '/partners');
  };
  const hrefFor = (page: number) => {
    const query = serializePartnersList({ ...state, page });
    return query ? `/partners?${query}` : '/partners';
  };
  const description = usePlatformDescription();
  const list = useQuery({
    ...partnersQuery(useApiClient(), {
      page: state.page,
      page_size: PAGE_SIZE,
      ordering: state.sort,
      'has-courses-count': true,
      name: state.q || undefined,
    }),
    placeholderData: (previous) => previous,
  });

  return (
    <div className={styles.page}>
      <PageHead
        label={intl.formatMessage(routeLabels.partners)}
        description={description}
        path={hrefFor(state.page)}
      />
      <PageTrail items={[{ label: intl.formatMessage(messages.heading) }]} />
      <header className={styles.header}>
        <h1 className={styles.heading}>{intl.formatMessage(messages.heading)}</h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro, { platformName })}</p>
        <PartnerSearch key={state.q} initialText={state.q} onSubmit={(q) => go({ ...state, q, page: 1 })} />
      </header>
      <PartnersTotals metadata={list.data?.metadata} />
      <div className={styles.toolbar}>
        {list.data ? (
          <p className={styles.total}>{intl.formatMessage(messages.total, { total: list.data.count })}</p>
        ) : (
          <Skeleton width="8rem" height="1.2em" />
        )}
        <div className={styles.sort}>
          <label htmlFor={sortId}>{intl.formatMessage(messages.sortLabel)}</label>
          <select
            id={sortId}
            className={styles.select}
            value={state.sort}
            onChange={(e) => go({ ...state, sort: e.target.value as PartnerSort, page: 1 })}
          >
            {(Object.keys(sortLabels) as PartnerSort[]).map((sort) => (
              <option key={sort} value={sort}>
                {intl.formatMessage(sortLabels[sort])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending ? (
        <div className={styles.grid} role="status" aria-label={intl.formatMessage(messages.loading)}>
          {Array.from({ length: PAGE_SIZE }, (_, i) => (
            <PartnerCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <SectionError onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <p className={styles.empty} role="status">
          {intl.formatMessage(messages.noPartners)}
        </p>
      ) : (
        <>
          <ul className={styles.grid}>
            {list.data.results.map((partner) => (
              <li key={partner.organization.short_name}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            pageCount={list.data.num_pages}
            hrefFor={hrefFor}
            label={intl.formatMessage(messages.pagination)}
          />
        </>
      )}
    </div>
  );
}

/** A stock platform has no partners (config/capabilities.ts): the not-found page instead. */
export default function PartnersPage() {
  return useCapability('partners') ? <PartnersPageContent /> : <NotFoundPage />;
}
