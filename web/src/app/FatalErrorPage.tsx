import { useIntl } from '../i18n/intl.ts';
import { Button } from '../ui/Button.tsx';
import messages from './messages.ts';
import styles from './FatalErrorPage.module.css';

/** The whole app cannot run: say so, show the error's message (docs/product-rules.md, "Errors"), offer a reload. */
export function FatalErrorPage({ detail }: { detail: string }) {
  const intl = useIntl();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(messages.initErrorTitle)}</h1>
      {detail !== '' && <p className={styles.detail}>{detail}</p>}
      <Button onClick={() => window.location.reload()}>{intl.formatMessage(messages.initErrorReload)}</Button>
    </main>
  );
}
