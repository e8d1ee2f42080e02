/**
 * The platform's words about itself, for the description of pages that have none of their own (home,
 * the catalogue, the partners): the footer's description in the language shown, the same answer the
 * footer reads. Null when the platform gives none, or has not answered yet.
 */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { footerSectionQuery } from '../../api/branding.ts';
import { useIntl } from '../../i18n/intl.ts';
import { pickLanguage } from '../../i18n/pickLanguage.ts';

export function usePlatformDescription(): string | null {
  const { locale } = useIntl();
  const content = useQuery(footerSectionQuery(useApiClient(), locale)).data;
  return content ? pickLanguage(content.description, locale) : null;
}
