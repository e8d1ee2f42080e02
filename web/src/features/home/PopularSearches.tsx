/**
 * Popular Subjects on a stock platform (docs/product-rules.md, "Home"): the operator's curated searches
 * (`ATRIUM_POPULAR_SEARCHES`), drawn as the subjects' tiles; left out without any. The runtime
 * configuration was read at start-up, so this asks nothing more.
 */
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { useQuery } from '@tanstack/react-query';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { mfeConfigQuery } from '../../api/branding.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { InitialImage } from '../../ui/InitialImage.tsx';
import { Section } from '../../ui/Section.tsx';
import messages from './messages.ts';
import { popularSearchTiles } from './popularSearches.ts';
import styles from './HomePage.module.css';

const ChevronRight = icon(chevronRightIcon);

export function PopularSearches() {
  const intl = useIntl();
  const { lmsBaseUrl, appId } = useSettings();
  const runtime = useQuery(mfeConfigQuery(useApiClient(), appId));
  const tiles = popularSearchTiles(runtime.data, intl.locale);
  if (tiles.length === 0) return null;

  return (
    <Section title={intl.formatMessage(messages.popularSubjects)}>
      <ul className={styles.subjects}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link to={tile.href} className={styles.subject}>
              <InitialImage
                className={styles.subjectImage}
                src={lmsImageUrl(tile.image, lmsBaseUrl)}
                name={tile.title}
                size={48}
              />
              <span className={styles.subjectTitle} dir="auto">
                {tile.title}
              </span>
              <ChevronRight aria-hidden="true" size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
