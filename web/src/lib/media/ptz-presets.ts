// PTZ preset rules (spec sections 4, 5 and 9).

export const PRESET_NAME_MAX = 20;
/** Adding is allowed while this many or fewer presets exist. */
export const PRESET_ADD_LIMIT = 6;
export const PRESET_TOAST_MS = 2_000;
export const NO_VIDEO_DEVICE_TEXT = 'No video device available';

export function canAddPreset(count: number): boolean {
  return count <= PRESET_ADD_LIMIT;
}

export function validatePresetName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Name is required';
  if (trimmed.length > PRESET_NAME_MAX) return `Name must be at most ${PRESET_NAME_MAX} characters`;
  return null;
}

export type RenameIntent = { action: 'cancel' } | { action: 'rename'; name: string } | { action: 'invalid'; error: string };

/** Confirming a rename with an empty name cancels it instead of failing. */
export function renameIntent(name: string): RenameIntent {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { action: 'cancel' };
  const error = validatePresetName(trimmed);
  return error ? { action: 'invalid', error } : { action: 'rename', name: trimmed };
}
