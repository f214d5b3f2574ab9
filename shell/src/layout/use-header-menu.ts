/**
 * The phone header's menu panel (a disclosure, not an ARIA menu: it holds ordinary links and a select). Open
 * state, the ways it closes, and where the focus goes, so Header.tsx only draws.
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';

/** What can be focused inside the panel: its links and the language select. */
const FOCUSABLE = 'a[href], select, button:not([disabled])';

export function useHeaderMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  /** Closes the panel; `restoreFocus` gives the focus back to the button (the panel's content is about to hide). */
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    setOpen((value) => !value);
  }, []);

  // a navigation closes it, whatever caused it (a link, the back button, a remote's own link)
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    setOpen(false);
  }, [pathname]);

  // opening moves the focus to the first link, so a keyboard user lands in what they opened
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  // while open: Escape anywhere, a press outside the header's button and panel, or growing past phone width closes it
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      // the browser then moves the focus to whatever was pressed, if that takes focus
      close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    // on a wide screen the panel's content is the ordinary header row: no open state to keep (jsdom has no matchMedia)
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 641px)') : null;
    const onWide = () => {
      if (wide?.matches) setOpen(false);
    };
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide?.removeEventListener('change', onWide);
    };
  }, [open, close]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: toggle,
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    'data-open': open,
    /** a link in the panel was followed: the page changes under it */
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      if (open && (event.target as HTMLElement).closest('a[href]')) close(true);
    },
    /** Tab past the panel's last control (or Shift+Tab back past the button) leaves it: close without moving focus */
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      if (open && next && !panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) setOpen(false);
    },
  };

  return { open, buttonProps, panelProps };
}
