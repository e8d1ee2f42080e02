import type { PaidCourseInfo } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import { priceLine } from '../../common/course-card/price.ts';
import { usePriceLabel } from '../../common/course-card/usePriceLabel.ts';
import messages from './messages.ts';
import styles from './Summary.module.css';

/**
 * Price (the catalogue's price line) and the access line: lifetime, or until the trial ends. Nothing
 * where the platform did not say what the course costs (`null`).
 */
export function PriceLine({ paid }: { paid: PaidCourseInfo | null }) {
  const intl = useIntl();
  const label = usePriceLabel(paid);
  if (paid === null) return null;
  const trial = paid.active && paid.has_trial;
  const after =
    trial && paid.show_price_on_trial ? priceLine({ ...paid, has_trial: false }, intl.locale) : null;
  return (
    <div className={styles.price}>
      <p className={styles.priceValue}>
        <span className="visually-hidden">{intl.formatMessage(messages.price)} </span>
        {label}
      </p>
      <p className={styles.access}>
        {trial && paid.trial_end
          ? intl.formatMessage(messages.trialUntil, {
              date: intl.formatDate(paid.trial_end, { dateStyle: 'long' }),
            })
          : intl.formatMessage(messages.lifetimeAccess)}
        {after?.kind === 'paid' && ` · ${intl.formatMessage(messages.trialThen, { price: after.text })}`}
      </p>
    </div>
  );
}
