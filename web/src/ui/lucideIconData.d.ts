/**
 * Every `lucide-react/icons/<name>` module exports its shape as `__iconData` beside its component
 * (ui/icon.ts draws it); lucide-react's types name only the component. The modules share one
 * declaration file, so declaring the export for one of them declares it for all.
 */
import type { LucideIconData } from 'lucide-react';

declare module 'lucide-react/icons/search' {
  export const __iconData: LucideIconData;
}
