import type { KeyboardEvent, MouseEvent } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { sectionDomId, type SectionId } from './CourseSection.tsx';
import { useScrollSpy } from './useScrollSpy.ts';
import messages from './messages.ts';
import styles from './SectionNav.module.css';

export interface NavItem {
  id: SectionId;
  label: string;
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The section navigator (spec "tabs"): links that follow the scroll (aria-current) and jump to a
 * section, moving focus to its heading. Arrow keys, Home and End move between the links. `info` is
 * the phone layout's summary; it is hidden on wide screens where the summary sits beside the text.
 */
export function SectionNav({ items }: { items: NavItem[] }) {
  const intl = useIntl();
  const active = useScrollSpy(items.map((item) => sectionDomId(item.id)));

  function jump(event: MouseEvent<HTMLAnchorElement>, id: SectionId) {
    const section = document.getElementById(sectionDomId(id));
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(`${sectionDomId(id)}-title`)?.focus({ preventScroll: true });
    history.replaceState(history.state, '', `#${sectionDomId(id)}`);
  }

  function move(event: KeyboardEvent<HTMLAnchorElement>) {
    const list = event.currentTarget.closest('ul');
    if (!list) return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a')].filter((a) => a.offsetParent !== null);
    const index = links.indexOf(event.currentTarget);
    if (index < 0) return;
    const forward = intl.locale.startsWith('ar') || intl.locale.startsWith('fa') ? 'ArrowLeft' : 'ArrowRight';
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? links.length - 1
          : event.key === forward
            ? index + 1
            : /^Arrow(Left|Right)$/.test(event.key)
              ? index - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  }

  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(messages.sectionsNav)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={item.id === 'info' ? styles.phoneOnly : undefined}>
            <a
              href={`#${sectionDomId(item.id)}`}
              className={styles.link}
              aria-current={active === sectionDomId(item.id) ? 'location' : undefined}
              onClick={(event) => jump(event, item.id)}
              onKeyDown={move}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
