/**
 * The desktop header's Subjects menu (visitors): every subject, the total course count and View All
 * Courses. The trigger is part of the first load; the panel's code and data come when a visitor
 * reaches for it (hover, focus, touch, click).
 */
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { icon } from '../../ui/icon.ts';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import { useDisclosure } from './useDisclosure.ts';
import styles from './HeaderMenu.module.css';
import { classNames } from '../../lib/classNames.ts';

const ChevronDown = icon(chevronDownIcon);

const loadPanel = () => import('./SubjectsPanel.tsx');
const SubjectsPanel = lazy(loadPanel);

export function SubjectsMenu() {
  const intl = useIntl();
  const menu = useDisclosure();
  const [wanted, setWanted] = useState(false);
  const want = () => {
    if (wanted) return;
    setWanted(true);
    void loadPanel();
  };

  return (
    <div className={styles.root} {...menu.rootProps}>
      <button className={styles.trigger} {...menu.buttonProps} onPointerEnter={want} onFocus={want}>
        {intl.formatMessage(messages.subjects)}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <div className={classNames(styles.panel, styles.subjectsPanel)} {...menu.panelProps}>
        {(wanted || menu.open) && (
          <Suspense fallback={<p role="status">{intl.formatMessage(messages.subjectsLoading)}</p>}>
            <SubjectsPanel
              enabled={wanted || menu.open}
              onNavigate={() => menu.close(false)}
              onContent={menu.focusPending}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
