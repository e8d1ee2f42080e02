/**
 * The footer on a stock LMS: its links, socials and logo from the branding footer API, asked in the
 * page's language; the copyright bar's flags are the defaults, as the stock footer always sends its
 * "Powered by Open edX" link and the trademark notice (contract/src/openedx/footer.ts).
 */
import { openedxEndpoints, type DynamicFeatures } from '@atrium/contract';
import { footerContentFromStock, stockLanguage } from './footerContent.ts';
import type { AdapterTable } from './ports.ts';
import { footerDescriptionOfRuntime } from './runtimeContent.ts';
import { runtime } from './start.ts';
import { stockCall } from './stockCall.ts';

/** "Powered by Open edX" with the trademark notice: what the copyright bar shows without flags. */
export const STOCK_FOOTER_FEATURES: DynamicFeatures = {
  remove_edx_footer: false,
  replace_footer_branding: false,
  logo_url: null,
};

export const footerAdapters: AdapterTable = {
  async footerSection({ query, signal }, ports) {
    const asked = typeof query?.language === 'string' ? query.language : '';
    const language = stockLanguage(asked);
    const [footer, configured] = await Promise.all([
      stockCall(ports, 'footerSection', openedxEndpoints.footer, {
        query: language === null ? undefined : { language },
        signal,
      }),
      // The description is the operator's (ATRIUM_FOOTER_DESCRIPTION): the stock footer has none.
      runtime(ports, signal).catch(() => ({})),
    ]);
    // Asked in no language, the LMS answers in its default one, English unless configured otherwise.
    const filedUnder = asked || 'en';
    const content = footerContentFromStock(footer, {
      language: filedUnder,
      lmsBaseUrl: ports.settings.lmsBaseUrl,
    });
    return { ...content, description: footerDescriptionOfRuntime(configured, filedUnder) };
  },
  dynamicFeatures: () => Promise.resolve(STOCK_FOOTER_FEATURES),
};
