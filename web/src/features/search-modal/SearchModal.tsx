/**
 * The phone search screen (docs/product-rules.md, "Header and account menu"): a full-screen dialog with the search box and its
 * suggestions; while the text is empty, recently viewed, trending keywords and trending courses.
 * Loaded only when first opened.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { __iconData as arrowLeftIcon } from 'lucide-react/icons/arrow-left';
import { icon } from '../../ui/icon.ts';
import { useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useSearchParams } from '../../lib/router/index.ts';
import { SearchBox } from '../search-box/index.ts';
import messages from './messages.ts';
import { RecentlyViewed } from './RecentlyViewed.tsx';
import { closeSearchModal, takeOpener, useSearchModalOpen } from '../../common/search/searchModalStore.ts';
import { TrendingCourses, TrendingKeywords } from './Trending.tsx';
import styles from './SearchModal.module.css';

const ArrowLeft = icon(arrowLeftIcon);

export default function SearchModal() {
  const open = useSearchModalOpen();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && closeSearchModal()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.screen}
          aria-describedby={undefined}
          // Opened by a store, not a Radix trigger: give focus back to the opener ourselves (after a
          // navigation the opener may be gone, and focus stays where the new page puts it).
          onCloseAutoFocus={(event) => {
            const opener = takeOpener();
            if (opener) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <SearchScreen />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The screen's content; mounted on every opening, so it starts afresh each time. */
function SearchScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  // Opened on the search page, it starts from the current query.
  const [initialText] = useState(() => params.get('q') ?? '');
  const [text, setText] = useState(initialText);
  return (
    <>
      <RadixDialog.Title className="visually-hidden">{intl.formatMessage(messages.title)}</RadixDialog.Title>
      <div className={styles.top}>
        <RadixDialog.Close className={styles.back} aria-label={intl.formatMessage(messages.close)}>
          <ArrowLeft aria-hidden="true" size={22} className={styles.flip} />
        </RadixDialog.Close>
        <SearchBox
          placement="modal"
          focusOnMount
          initialText={initialText}
          onTextChange={setText}
          onNavigate={closeSearchModal}
        />
      </div>
      {text.trim() === '' && (
        <div className={styles.body}>
          <RecentlyViewed onNavigate={closeSearchModal} />
          <TrendingKeywords onNavigate={closeSearchModal} />
          <TrendingCourses onNavigate={closeSearchModal} />
        </div>
      )}
    </>
  );
}
