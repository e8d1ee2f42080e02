/** The footer's language chooser: the active languages, by their own names. */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { activeLanguagesQuery } from '../../api/languages.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { currentLanguage, switchLanguage } from './languageSwitch.ts';
import messages from './messages.ts';
import styles from './Footer.module.css';

export function LanguageChooser() {
  const intl = useIntl();
  const id = useId();
  const client = useApiClient();
  const user = useAuthenticatedUser();
  const { languagePreferenceCookieName: cookieName } = useSettings();
  const languages = useQuery(activeLanguagesQuery(client)).data ?? [];
  if (languages.length < 2) return null;
  const current = currentLanguage(cookieName, languages);
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{intl.formatMessage(messages.chooseLanguage)}</label>
      <select
        id={id}
        className={styles.select}
        value={current ?? ''}
        onChange={(event) =>
          void switchLanguage({
            code: event.target.value,
            current,
            cookieName,
            client,
            username: user?.username ?? null,
          })
        }
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name || language.code}
          </option>
        ))}
      </select>
    </div>
  );
}
