/**
 * Which pictures load at once and which one the browser asks for first (docs/product-rules.md,
 * "The largest picture loads first"). A picture that can be the page's largest paint at the width it
 * is shown is never lazy, and the likely largest one has high priority; every other picture is
 * below the fold and loads when scrolled near. Pure: the width comes in as `PictureLayout`.
 */

export type PicturePlace =
  /** Home's banner picture (wide screens; phones get a blank pixel instead). */
  | 'hero'
  /** The course page's cover beside its text (wide screens; phones fetch a blank pixel instead). */
  | 'courseCover'
  /** A result card of the catalogue (`/search`). */
  | 'catalogueCard'
  /** A card of home's Explore Courses. */
  | 'homeCard'
  /** An enrolled-course card of the dashboard. */
  | 'dashboardCard'
  /** A card of any other list (similar courses, a partner's, an instructor's, a program's). */
  | 'listCard';

export interface PictureLayout {
  /** The course grid's columns now (gridColumns.ts: 1 to 4). */
  columns: number;
  /** 769 px and wider: home's banner picture is shown. */
  wide: boolean;
  /** Home shows a banner picture, which is then its largest (a banner with an image, wide). */
  heroPicture: boolean;
}

export interface PictureLoading {
  lazy: boolean;
  highPriority: boolean;
}

export const LAZY: PictureLoading = { lazy: true, highPriority: false };
const EAGER: PictureLoading = { lazy: false, highPriority: false };
/** Eager and asked for first: also what a picture whose place is the same at every width uses. */
export const FIRST: PictureLoading = { lazy: false, highPriority: true };

/** The dashboard's cards stack in one column: the first two start within the first screen. */
export const DASHBOARD_EAGER_CARDS = 2;

/**
 * The first row of a course grid; on one column the first two cards, since a phone's first screen
 * shows the top of the second.
 */
const firstRow = (columns: number) => Math.max(columns, 2);

/** How the picture at `index` (0 for a single one) of `place` loads at this layout. */
export function pictureLoading(place: PicturePlace, index: number, layout: PictureLayout): PictureLoading {
  switch (place) {
    case 'hero':
    case 'courseCover':
      // Where they are hidden, a `<picture>` source of a blank pixel saves the download, whatever the
      // width the page was drawn for (the server cannot know it).
      return FIRST;
    case 'catalogueCard':
      if (index >= firstRow(layout.columns)) return LAZY;
      return index === 0 ? FIRST : EAGER;
    case 'homeCard':
      if (index >= layout.columns) return LAZY;
      // Without a banner picture (a stock platform's home, a phone), the first cover is the largest.
      return index === 0 && !layout.heroPicture ? FIRST : EAGER;
    case 'dashboardCard':
      if (index >= DASHBOARD_EAGER_CARDS) return LAZY;
      return index === 0 ? FIRST : EAGER;
    case 'listCard':
      return LAZY;
  }
}
