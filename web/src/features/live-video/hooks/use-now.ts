import { useEffect, useState } from 'react';

/** The wall clock, re-read every `intervalMs` while the component is mounted (a counter on screen). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
