import { useEffect, useRef } from 'react';

/**
 * Focus for a non-modal dialog (WCAG 2.4.3): it takes focus when it opens, gets it back when the
 * control that held it goes away (Join gives way to the call, which dropped focus to the page),
 * and hands it back to where it was when it closes. A user who clicks elsewhere keeps that focus.
 */
export function useDialogFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let lastInside: Element | null = null;
    const track = (event: FocusEvent) => { lastInside = event.target as Element; };
    const regain = () => {
      const lost = lastInside !== null && !lastInside.isConnected;
      if (lost && (document.activeElement === null || document.activeElement === document.body)) {
        lastInside = null;
        dialog.focus({ preventScroll: true });
      }
    };
    dialog.addEventListener('focusin', track);
    const observer = new MutationObserver(regain);
    observer.observe(dialog, { childList: true, subtree: true });
    dialog.focus({ preventScroll: true });
    return () => {
      dialog.removeEventListener('focusin', track);
      observer.disconnect();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, []);
  return ref;
}
