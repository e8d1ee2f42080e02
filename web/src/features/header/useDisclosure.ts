/**
 * A disclosure menu (WAI-ARIA APG "disclosure navigation"): a button toggles a panel of links. Opens
 * by click, touch and keyboard (Enter, Space, ArrowDown focuses the first link), never by hover alone.
 * Escape closes and returns focus to the button; so does clicking outside or tabbing away (without
 * moving focus). Arrow keys, Home and End move between the panel's links.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const FOCUSABLE = ['a[href]', 'button:not([disabled])'];

/** Focusable elements inside the panel only (a selector list must scope each of its parts). */
const inPanel = (panelId: string) => FOCUSABLE.map((part) => `#${CSS.escape(panelId)} ${part}`).join(', ');

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(inPanel(panelId)) ?? [])];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  /**
   * After ArrowDown opened the menu: focus its first link as soon as there is one (it may load later).
   * Kept pending until the focus lands: content that arrives before the panel is shown (its answer
   * first, the opening's render after) cannot take focus yet, and the opening tries again.
   */
  const focusPending = useCallback(() => {
    if (!focusFirst.current) return;
    const first = rootRef.current?.querySelector<HTMLElement>(inPanel(panelId));
    first?.focus();
    if (first && document.activeElement === first) focusFirst.current = false;
  }, [panelId]);

  useEffect(() => {
    if (!open) {
      focusFirst.current = false;
      return;
    }
    focusPending();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, focusPending]);

  /** Focus the first link once the panel's content is there (it may load after opening). */
  const focusFirstItem = () => items()[0]?.focus();

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
      return;
    }
    const inButton = event.target === buttonRef.current;
    if (inButton && event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) focusFirstItem();
      else {
        focusFirst.current = true;
        setOpen(true);
      }
      return;
    }
    if (!open || inButton) return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === 'ArrowDown'
        ? list[(index + 1) % list.length]
        : event.key === 'ArrowUp'
          ? list[(index - 1 + list.length) % list.length]
          : event.key === 'Home'
            ? list[0]
            : event.key === 'End'
              ? list[list.length - 1]
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  const onRootBlur = (event: FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return {
    open,
    close,
    focusPending,
    rootProps: { ref: rootRef, onKeyDown: onRootKeyDown, onBlur: onRootBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
