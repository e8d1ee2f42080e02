import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useGridColumns } from './gridColumns.ts';
import type { PictureLayout } from './pictureLoading.ts';

/** Where the course page's aside and home's banner picture appear (their stylesheets' breakpoint). */
const WIDE = '(min-width: 769px)';

/** The layout pictureLoading decides by, now; `bannerImage`: home's banner has a picture. */
export function usePictureLayout(bannerImage = false): PictureLayout {
  const columns = useGridColumns();
  const wide = useMediaQuery(WIDE);
  return { columns, wide, heroPicture: bannerImage && wide };
}
