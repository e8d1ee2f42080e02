import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useParams } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { customPageQuery } from '../../api/pages.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { htmlSanitizer } from '../../lib/htmlSanitizer.ts';
import { useLazyModule } from '../../lib/lazyModule.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import messages from './messages.ts';
import styles from './StaticPage.module.css';
import { useCapability } from '../../config/capabilities.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { leavePage } from './leavePage.ts';
import { lmsStaticPageUrl } from './lmsStaticPages.ts';

/** `/staticpages/:page`: the page's title and its HTML, sanitised before it is shown. */
function StaticPageContent() {
  const intl = useIntl();
  const { page = '' } = useParams();
  const { data, isPending, isError } = useQuery(customPageQuery(useApiClient(), page));
  // Loaded beside the call (lib/htmlSanitizer.ts): the page says Loading until both are here.
  const sanitizer = useLazyModule(htmlSanitizer);
  const sanitize = sanitizer.module?.sanitizeHtml;
  const html = useMemo(() => (data && sanitize ? sanitize(data.content) : null), [data, sanitize]);

  const head = (
    <PageHead
      label={data?.name}
      description={data?.content}
      path={`/staticpages/${encodeURIComponent(page)}`}
    />
  );

  if (isPending || (!isError && html === null && !sanitizer.failed)) {
    return (
      <>
        {head}
        <p className={styles.status} role="status">
          {intl.formatMessage(messages.loading)}
        </p>
      </>
    );
  }
  // An answer with neither a title nor anything left to show after sanitising would be a blank page.
  if (isError || html === null || (data.name.trim() === '' && html === '')) {
    return (
      <>
        {head}
        <p className={styles.status} role="alert">
          {intl.formatMessage(messages.error)}
        </p>
      </>
    );
  }
  return (
    <article className={styles.page}>
      {head}
      <PageHeading>{data.name}</PageHeading>
      {/* Sanitised just above: no scripts, event handlers or javascript: URLs survive. */}
      <div className={styles.content} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** On a stock platform: the LMS's own page of that name, or the not-found page for another name. */
function LmsStaticPage() {
  const intl = useIntl();
  const { page = '' } = useParams();
  const url = lmsStaticPageUrl(page, useSettings().lmsBaseUrl);
  useEffect(() => {
    if (url !== null) leavePage.to(url);
  }, [url]);
  if (url === null) return <NotFoundPage />;
  return (
    <p className={styles.status} role="status">
      {intl.formatMessage(messages.loading)}
    </p>
  );
}

/** A stock platform has no content-pages (config/capabilities.ts): the LMS has its own. */
export default function StaticPage() {
  return useCapability('content-pages') ? <StaticPageContent /> : <LmsStaticPage />;
}
