/** Mounts the search screen's chunk only once someone opens it (it is not part of the first load). */
import { lazy, Suspense, useState } from 'react';
import { useSearchModalOpen } from '../../common/search/searchModalStore.ts';

const SearchModal = lazy(() => import('./SearchModal.tsx'));

export function SearchModalHost() {
  const open = useSearchModalOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal />
    </Suspense>
  );
}
