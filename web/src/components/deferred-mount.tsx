import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after the first paint, so the code they load (header widgets,
 * the toast container) does not hold up the page itself. `placeholder` keeps their space.
 */
export function DeferredMount({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
