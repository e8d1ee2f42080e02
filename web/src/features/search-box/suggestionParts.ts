/**
 * What the search box needs only once suggestions come (the options and their rows): SearchBox.tsx
 * loads it when the box is first pointed at, focused or typed in, long before the first answer.
 */
export { SuggestionRows } from './SuggestionRows.tsx';
export { moveActive, suggestionOptions } from './suggestionOptions.ts';
