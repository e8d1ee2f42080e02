/**
 * 'Activate Your Account' (docs/product-rules.md, "Account activation"): only once the account has loaded and says not active. The
 * resend link reports whether the e-mail went out (the earlier client never said).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { __iconData as triangleAlertIcon } from 'lucide-react/icons/triangle-exclamation-point';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { userAccountQuery } from '../../api/account.ts';
import { needsActivation } from '../../common/activation/shouldShowActivation.ts';
import { useResendActivation } from '../../common/activation/useResendActivation.ts';
import messages from './messages.ts';
import styles from './DashboardPage.module.css';
import { classNames } from '../../lib/classNames.ts';

const TriangleAlert = icon(triangleAlertIcon);

export function ActivationBanner() {
  const intl = useIntl();
  const titleId = useId();
  const username = useAuthenticatedUser()?.username ?? null;
  const { data: account } = useQuery(userAccountQuery(useApiClient(), username));
  const resend = useResendActivation();
  if (!needsActivation(account)) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <TriangleAlert className={styles.bannerIcon} aria-hidden="true" />
      <div>
        <h2 id={titleId} className={styles.bannerTitle}>
          {intl.formatMessage(messages.activateTitle)}
        </h2>
        <p className={styles.bannerText}>{intl.formatMessage(messages.activateBody)}</p>
        <p className={styles.bannerText}>
          {intl.formatMessage(messages.activateResendPrompt)}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            {intl.formatMessage(resend.isPending ? messages.resending : messages.resendActivation)}
          </button>
        </p>
        <p className={styles.bannerText} role="status">
          {resend.isSuccess && intl.formatMessage(messages.resendSucceeded)}
        </p>
        {resend.isError && (
          <p className={classNames(styles.bannerText, styles.error)} role="alert">
            {intl.formatMessage(messages.resendFailed)}
          </p>
        )}
      </div>
    </section>
  );
}
