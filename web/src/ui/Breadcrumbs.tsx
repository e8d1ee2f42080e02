/** A breadcrumb trail: links for every step but the last, which is the current page. */
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { icon } from './icon.ts';
import { useIntl } from '../i18n/intl.ts';
import { Link } from '../lib/router/index.ts';
import messages from './breadcrumbs.messages.ts';
import styles from './Breadcrumbs.module.css';

const ChevronRight = icon(chevronRightIcon);

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <nav className={styles.breadcrumbs} aria-label={intl.formatMessage(messages.label)}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className={styles.item}>
              {item.to && !last ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight className={styles.separator} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
