/**
 * What a search engine reads of a partner page: schema.org's `EducationalOrganization` (issue 33),
 * from the platform's answer only: its name, short name, description as text, the page's address,
 * its logo and banner made absolute. A value the answer lacks is left out.
 */
import type { PartnerDetail } from '@atrium/contract';
import { pageAddress } from '../../common/links/pageAddress.ts';
import { absoluteImageUrl } from '../../common/course-card/imageUrl.ts';
import { present, type AddressSettings, type Thing } from '../../common/structured-data/thing.ts';
import { plainText } from '../../lib/plainText.ts';

export function partnerStructuredData(
  partner: PartnerDetail,
  settings: AddressSettings,
  path: string,
): Thing {
  const { name, short_name: shortName, description, logo } = partner.organization;
  return present({
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: name.trim() || shortName,
    alternateName: name.trim() && shortName !== name.trim() ? shortName : undefined,
    description: plainText(description),
    url: pageAddress(settings.baseUrl, settings.publicPath, path),
    logo: absoluteImageUrl(logo, settings.lmsBaseUrl),
    image: absoluteImageUrl(partner.header, settings.lmsBaseUrl),
  });
}
