import { useEffect, useRef } from 'react';

/**
 * Focus for a view that replaces the one whose control was used (a form opened in place of the
 * list that held its button): the control is gone with its view and the focus would fall to the
 * top of the page (a11y QA). The element (a heading: give it tabIndex -1) takes it once shown.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
