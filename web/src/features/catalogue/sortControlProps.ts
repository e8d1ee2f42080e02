/**
 * What the desktop sort is given, shared by its button (SortControl.tsx) and its menu loaded on intent
 * (SortMenu.tsx), so that neither imports the other for it.
 */
import type { DiscoverySort } from '@atrium/contract';

export interface SortControlProps {
  sort: DiscoverySort;
  disabled: boolean;
  onChange: (sort: DiscoverySort) => void;
}
