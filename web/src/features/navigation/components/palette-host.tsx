import { lazy, Suspense } from 'react';
import { usePaletteStore } from '../hooks/palette-store';
import { usePaletteShortcut } from '../hooks/use-palette-shortcut';
import type { PaletteAction } from '../utils/filter-actions';

const CommandPalette = lazy(async () => ({ default: (await import('./command-palette')).CommandPalette }));

interface PaletteHostProps {
  actions: readonly PaletteAction[];
  onNavigate: (to: string) => void;
}

/** Listens for Ctrl/Cmd+K and mounts the palette once it was asked for. */
export function PaletteHost(props: PaletteHostProps) {
  usePaletteShortcut();
  const loaded = usePaletteStore((state) => state.loaded);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette {...props} />
    </Suspense>
  );
}
