/**
 * What a full-screen dialog owes the page: focus moves in when it opens and back to where it was when it closes,
 * Tab stays inside, Escape closes it, the page behind does not scroll, and following a link (the shell routes
 * without reloading) closes it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogBehaviour(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus({ preventScroll: true });

    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        // Fullscreen takes Escape first (the browser leaves it); a menu inside closes itself and stops the event.
        if (document.fullscreenElement) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === document.activeElement);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = element.contains(document.activeElement);
      if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onRoute = () => onCloseRef.current();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('single-spa:routing-event', onRoute);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('single-spa:routing-event', onRoute);
      root.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    };
  }, [dialog]);
}
