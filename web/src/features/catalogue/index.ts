/** What other features may use of the catalogue: the search browser and its address state. */
export { CatalogueBrowser } from './CatalogueBrowser.tsx';
export { PopularCourses } from '../../common/course-card/PopularCourses.tsx';
export { useRecordRecent } from '../../common/recent/useRecordRecent.ts';
export { useSearchState } from './useSearchState.ts';
