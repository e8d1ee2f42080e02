/** Popular Partners (docs/product-rules.md, "Home"): 3 logos up to 600 px, else 5; hidden when empty. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { ViewAllLink } from './ViewAllLink.tsx';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { partnersQuery } from '../../api/catalogue.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import messages from './lazyMessages.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import { FallbackImage } from '../../ui/FallbackImage.tsx';
import { Section } from '../../ui/Section.tsx';
import styles from './HomePage.module.css';
import { useCapability } from '../../config/capabilities.ts';

/** Five are rendered; CSS hides the 4th and 5th up to 600 px (no layout jump, no resize listener). */
export const PARTNERS_SHOWN = 5;

function PopularPartnersSection() {
  const intl = useIntl();
  const { lmsBaseUrl } = useSettings();
  const partners = useQuery(partnersQuery(useApiClient(), { popular: true }));
  const list = (partners.data?.results ?? []).slice(0, PARTNERS_SHOWN);
  if (partners.isSuccess && list.length === 0) return null;

  return (
    <Section
      title={intl.formatMessage(messages.partnersTitle)}
      intro={intl.formatMessage(messages.partnersIntro)}
      action={<ViewAllLink to="/partners" label={intl.formatMessage(messages.viewPartners)} />}
    >
      {partners.isPending && (
        <div
          className={styles.partners}
          role="status"
          aria-label={intl.formatMessage(messages.partnersLoading)}
        >
          {Array.from({ length: PARTNERS_SHOWN }, (_, index) => (
            <Skeleton key={index} shape="block" className={styles.partnerSkeleton} />
          ))}
        </div>
      )}
      {partners.isError && <SectionError onRetry={() => void partners.refetch()} />}
      {list.length > 0 && (
        <ul className={styles.partners}>
          {list.map(({ organization }) => {
            const logo = lmsImageUrl(organization.logo, lmsBaseUrl);
            return (
              <li key={organization.short_name}>
                <Link
                  to={`/partners/${encodeURIComponent(organization.short_name)}`}
                  className={styles.partner}
                >
                  <FallbackImage
                    src={logo}
                    alt={organization.name}
                    width={160}
                    height={80}
                    fallback={<span className={styles.partnerName}>{organization.name}</span>}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/**
 * A platform without partners (config/capabilities.ts) leaves the section out; a stock one lists its
 * organisations (api/openedx/partners.ts).
 */
export default function PopularPartners() {
  return useCapability('partners') ? <PopularPartnersSection /> : null;
}
