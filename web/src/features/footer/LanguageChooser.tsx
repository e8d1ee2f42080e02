/** The footer's language chooser: the server's active languages, by their own names, one per dictionary. */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { activeLanguagesQuery } from '../../api/languages.ts';
import { readCookie } from '../../api/jwt.ts';
import { useCookies } from '../../common/page/requestCookies.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { currentLanguage, oneEntryPerDictionary, switchLanguage } from './languageSwitch.ts';
import messages from './messages.ts';
import styles from './Footer.module.css';

export function LanguageChooser() {
  const intl = useIntl();
  const id = useId();
  const client = useApiClient();
  const user = useAuthenticatedUser();
  const settings = useSettings();
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const active = useQuery(activeLanguagesQuery(client)).data ?? [];
  const current = currentLanguage(readCookie(useCookies(), settings.languagePreferenceCookieName), active);
  const languages = oneEntryPerDictionary(active, current);
  if (languages.length < 2) return null;

  const choose = async (code: string) => {
    setStatus('saving');
    try {
      await switchLanguage({
        code,
        current,
        cookieName: settings.languagePreferenceCookieName,
        cookieDomain: settings.sessionCookieDomain,
        client,
        username: user?.username ?? null,
      });
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.language}>
      <label htmlFor={id}>{intl.formatMessage(messages.chooseLanguage)}</label>
      <select
        id={id}
        className={styles.select}
        value={current ?? ''}
        aria-describedby={status === 'failed' ? `${id}-error` : undefined}
        disabled={status === 'saving'}
        onChange={(event) => void choose(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name || language.code}
          </option>
        ))}
      </select>
      {status === 'failed' && (
        <p id={`${id}-error`} role="alert" className={styles.languageError}>
          {intl.formatMessage(messages.languageChangeFailed)}
        </p>
      )}
    </div>
  );
}
