/**
 * The welcome banner (docs/product-rules.md, "Home"): title in the active language with its highlight word emphasised,
 * description, image (with fallbacks), the search box and 'Explore New Courses'. The search and the
 * link work whatever the banner call does. A failed call, or a banner without this language's text,
 * shows a welcome of the interface's own, never an error or a placeholder: the banner greets.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { welcomeSectionQuery } from '../../api/branding.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { BLANK_PIXEL } from '../../ui/blankPixel.ts';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { pickLanguage } from '../../i18n/pickLanguage.ts';
import { SearchBox } from '../search-box/index.ts';
import { useCapability } from '../../config/capabilities.ts';
import { searchHref } from '../../common/search/searchLinks.ts';
import messages from './messages.ts';
import uiMessages from '../../ui/messages.ts';
import { highlightParts } from './rules.ts';
import styles from './HomePage.module.css';

export function WelcomeBanner() {
  const intl = useIntl();
  const titleId = useId();
  const { lmsBaseUrl, platformName } = useSettings();
  // Without subjects (a stock platform) there is no discover page: the link opens the catalogue.
  const subjects = useCapability('subjects');
  const banner = useQuery(welcomeSectionQuery(useApiClient()));
  const [imageFailed, setImageFailed] = useState(false);
  const data = banner.data;
  // A banner without this language's text greets as a failed one does: the interface's own welcome.
  const ownTitle = data ? pickLanguage(data.title, intl.locale) : null;
  const ownDescription = data ? pickLanguage(data.description, intl.locale) : null;
  const settled = data !== undefined || banner.isError;
  const title = ownTitle ?? (settled ? intl.formatMessage(messages.welcome, { platformName }) : null);
  const highlight = ownTitle && data ? pickLanguage(data.highlight_word, intl.locale) : null;
  const description =
    ownDescription ?? (settled ? intl.formatMessage(messages.welcomeFallbackDescription) : null);
  const image = imageFailed ? null : lmsImageUrl(data?.image, lmsBaseUrl);

  return (
    <section className={styles.banner} aria-labelledby={titleId} aria-busy={banner.isPending}>
      <div className={styles.bannerText}>
        <h1 id={titleId} className={styles.title} dir="auto">
          {title === null ? (
            <>
              <span className="visually-hidden">{intl.formatMessage(uiMessages.loading)}</span>
              {banner.isPending && <Skeleton height="1.2em" width="80%" />}
            </>
          ) : (
            highlightParts(title, highlight).map((part, index) =>
              part.highlight ? (
                <em key={index} className={styles.highlight}>
                  {part.text}
                </em>
              ) : (
                part.text
              ),
            )
          )}
        </h1>
        {banner.isPending && (
          <div className={styles.descriptionSkeleton}>
            <Skeleton width="100%" />
            <Skeleton width="70%" />
          </div>
        )}
        {description && (
          <p className={styles.description} dir="auto">
            {description}
          </p>
        )}
        <div className={styles.bannerSearch}>
          <SearchBox placement="banner" opensModalOnPhones label={intl.formatMessage(messages.searchLabel)} />
        </div>
        <Link to={subjects ? '/discover' : searchHref()} className={buttonClassName('secondary')}>
          {intl.formatMessage(messages.exploreCourses)}
        </Link>
      </div>
      <div className={styles.bannerMedia}>
        {image ? (
          // Phones do not show the image: a blank pixel there saves the download.
          <picture>
            <source media="(max-width: 768px)" srcSet={BLANK_PIXEL} />
            <img
              src={image}
              alt=""
              width={560}
              height={400}
              // pictureLoading('hero') at every width, written out: its layout hooks would add to
              // the first load of / for a constant.
              fetchPriority="high"
              onError={() => setImageFailed(true)}
            />
          </picture>
        ) : (
          <div className={styles.bannerFallback} aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
