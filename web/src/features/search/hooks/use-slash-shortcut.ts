import { useEffect, useRef } from 'react';

/** True when typing would go into a field: shortcuts must not steal those keys. */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
  }
  return false;
}

/** Calls `onSlash` when '/' is pressed while no text field has focus (and keeps the '/' out of the field). */
export function useSlashShortcut(onSlash: () => void): void {
  const callback = useRef(onSlash);
  useEffect(() => {
    callback.current = onSlash;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTextEntryTarget(event.target) || isTextEntryTarget(document.activeElement)) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
