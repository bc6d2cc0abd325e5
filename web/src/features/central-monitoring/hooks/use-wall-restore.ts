// A reload connects the wall's tiles again: the page reloaded (or the browser brought the tab
// back) and the patients the observer was watching stayed unwatched, every tile idle, until
// someone noticed and pressed Connect All. The tiles the user had connected are kept for the tab
// (sessionStorage: not another tab's wall, not after the tab is closed) and the page's address, and
// opened again as Connect All opens them. Leaving the wall within the app disconnects its tiles,
// as before, and forgets them. Talk and Listen are never restored: a reload opens no microphone.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { WallController, WallMonitor } from '../utils/wall-controller';

const PREFIX = 'bedside.wall-connected:';

function read(key: string): Set<number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

function write(key: string, ids: readonly number[]): void {
  try {
    if (ids.length) sessionStorage.setItem(key, JSON.stringify(ids));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused (full, or disabled): the wall works as before, without the restore.
  }
}

/** After the wall's own hook (its tiles exist): `monitors` as the wall lists them, empty while loading. */
export function useWallRestore(wall: WallController, monitors: readonly WallMonitor[], intervalMs: number): void {
  const { pathname, search } = useLocation();
  const key = PREFIX + pathname + search;
  // Read at the first render, before any effect: a development StrictMode remount removes it.
  const [saved] = useState(() => read(key));
  const restored = useRef(false);

  useEffect(() => {
    const stop = wall.onWantedChange((ids) => write(key, ids));
    return () => {
      stop();
      write(key, []);
    };
  }, [wall, key]);

  useEffect(() => {
    if (restored.current || !monitors.length) return;
    restored.current = true;
    const again = monitors.filter((m) => saved.has(m.id));
    if (again.length) wall.connectAll(again, intervalMs);
  }, [wall, monitors, saved, intervalMs]);
}
