/** What other features may use of the catalogue: the search browser and its address state. */
export { CatalogueBrowser } from './CatalogueBrowser.tsx';
export { PopularCourses } from '../../shared/course-card/PopularCourses.tsx';
export { useRecordRecent } from '../../shared/recent/useRecordRecent.ts';
export { useSearchState } from './useSearchState.ts';
