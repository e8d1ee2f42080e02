/** What other features may use of the catalogue: the search browser and its address state. */
export { CatalogueBrowser } from './CatalogueBrowser.tsx';
export { useSearchState } from './useSearchState.ts';
export { prefetchSearchResults } from './prefetch.ts';
