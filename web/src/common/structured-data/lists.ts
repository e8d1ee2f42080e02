/**
 * The lists a search engine reads of a page (issue 33): its breadcrumb trail as schema.org's
 * `BreadcrumbList`, and the courses a catalogue page shows as an `ItemList` of their addresses. Both
 * name only what the page shows, with addresses made absolute (common/links/pageAddress.ts).
 */
import { pageAddress } from '../links/pageAddress.ts';
import { present, type AddressSettings, type Thing } from './thing.ts';

type Addresses = Pick<AddressSettings, 'baseUrl' | 'publicPath'>;

export interface TrailStep {
  label: string;
  /** The step's page inside the app; omitted for the current page, the trail's last step. */
  to?: string;
}

export function breadcrumbList(steps: readonly TrailStep[], settings: Addresses): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) =>
      present({
        '@type': 'ListItem',
        position: index + 1,
        name: step.label.trim(),
        item: step.to === undefined ? undefined : pageAddress(settings.baseUrl, settings.publicPath, step.to),
      }),
    ),
  };
}

/**
 * The pages a list of cards leads to, in its order; `first` is the first card's place in the whole
 * list (13 on a catalogue's second page of 12).
 */
export function itemList(paths: readonly string[], settings: Addresses, first = 1): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.map((path, index) => ({
      '@type': 'ListItem',
      position: first + index,
      url: pageAddress(settings.baseUrl, settings.publicPath, path),
    })),
  };
}
