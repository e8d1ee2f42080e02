/** The reference server's own answer to a discovery search, and ticking a facet value as a visitor does. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isPhoneWidth } from './layout.ts';

export interface SearchBody {
  search_string?: string;
  subjects?: string[];
  partners?: string[];
  instructors?: string[];
  language_codes?: string[];
  availability?: string[];
  learning_type?: string[];
}

export interface SearchAnswer {
  total: number;
  titles: string[];
}

export async function serverSearch(
  request: APIRequestContext,
  body: SearchBody,
  query: { page_index?: number; sort?: string; page_size?: number } = {},
): Promise<SearchAnswer> {
  const { csrfToken } = (await (await request.get('/csrf/api/v1/token')).json()) as { csrfToken: string };
  const params = new URLSearchParams({
    page_size: String(query.page_size ?? 12),
    page_index: String(query.page_index ?? 0),
    sort: query.sort ?? '',
  });
  const response = await request.post(`/admin-console/api/full-course-discovery/?${params.toString()}`, {
    data: body,
    headers: { 'X-CSRFToken': csrfToken },
  });
  if (!response.ok()) throw new Error(`discovery search answered ${response.status()}`);
  const answer = (await response.json()) as {
    total: number;
    results: { data: { content: { display_name: string } } }[];
  };
  return { total: answer.total, titles: answer.results.map((r) => r.data.content.display_name) };
}

export interface FacetPick {
  /** Facets the platform lacks: checked not to be offered at all. */
  absent: readonly string[];
  /** The label of the facet's own search field, typed into first (long lists). */
  find?: string;
  /** Whether the option's name is the value alone (no count after it). */
  exact?: boolean;
  /** The facet takes one value (a stock platform): its options are radio buttons. */
  single?: boolean;
}

/**
 * Chooses one value of a facet, through the facet menu (desktop) or the filter view (phone), after
 * checking that the facets the platform lacks are not offered.
 */
export async function pickFacetValue(page: Page, facet: string, value: string, pick: FacetPick) {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const option = new RegExp(`^${escaped}${pick.exact ? '$' : '\\b'}`);
  const named = (name: string) => new RegExp(`^${name}`);
  if (isPhoneWidth(page)) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    for (const name of pick.absent)
      await expect(filters.getByRole('button', { name: named(name) })).toHaveCount(0);
    await filters.getByRole('button', { name: named(facet) }).click();
    const picker = page.getByRole('dialog', { name: facet });
    if (pick.find) await picker.getByLabel(pick.find).fill(value);
    await picker.getByRole(pick.single ? 'radio' : 'checkbox', { name: option }).check();
    await picker.getByRole('button', { name: 'Apply' }).click();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(filters).toBeHidden();
    return;
  }
  const bar = page.getByRole('group', { name: 'Filters' });
  for (const name of pick.absent) await expect(bar.getByRole('button', { name: named(name) })).toHaveCount(0);
  const button = bar.getByRole('button', { name: named(facet) });
  await button.click();
  if (pick.find) await page.getByLabel(pick.find).fill(value);
  await page
    .getByRole('group', { name: facet })
    .getByRole(pick.single ? 'radio' : 'checkbox', { name: option })
    .check();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}
