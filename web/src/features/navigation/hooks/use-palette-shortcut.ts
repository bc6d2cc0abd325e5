import { useHotkeys } from '@mantine/hooks';
import { usePaletteStore } from './palette-store';

// Shortcuts fire only when no text field has focus (spec section 1).
const textFields = ['INPUT', 'TEXTAREA', 'SELECT'];

/** Ctrl/Cmd+K opens the command palette. */
export function usePaletteShortcut(): void {
  const open = usePaletteStore((state) => state.open);
  useHotkeys([['mod+K', open]], textFields, false);
}
