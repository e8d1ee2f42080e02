/**
 * A page's head, declared where the page is (issue 33): React 19 hoists `<title>`, `<meta>` and
 * `<link>` rendered anywhere into `document.head`, and on the server writes them first, for the page's
 * head. Hydrating, React adopts the tags already there (the first `<title>`, a meta by its content, a
 * link by its address); a first render in the browser puts its `<title>` before index.html's, which
 * names the document again whenever no page names it. Each page renders one PageHead, and only one
 * is mounted at a time: a page that shows the not-found page instead leaves the head to it.
 */
import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { pageHeadTags, type PageFacts } from './pageHeadTags.ts';

export function PageHead(facts: PageFacts) {
  const { platformName, baseUrl, publicPath, lmsBaseUrl } = useSettings();
  const { locale } = useIntl();
  const head = pageHeadTags(facts, { platformName, baseUrl, publicPath, lmsBaseUrl, locale });
  return (
    <>
      <title>{head.title}</title>
      {head.canonical !== null && <link rel="canonical" href={head.canonical} />}
      {head.meta.map(({ attribute, key, content }) =>
        attribute === 'name' ? (
          <meta key={key} name={key} content={content} />
        ) : (
          <meta key={key} property={key} content={content} />
        ),
      )}
    </>
  );
}
