import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { welcomeSectionQuery } from '../../api/branding.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';

/** The banner's picture address (null when it has none, or none that is safe), from its one call. */
export function useBannerImage(): string | null {
  const { lmsBaseUrl } = useSettings();
  return lmsImageUrl(useQuery(welcomeSectionQuery(useApiClient())).data?.image, lmsBaseUrl);
}
