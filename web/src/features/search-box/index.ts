/** The search box with suggestions (header, home banner, discover and search pages, search modal). */
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
