import { describe, expect, it } from 'vitest';
import { canAddPreset, renameIntent, validatePresetName } from './ptz-presets';

describe('PTZ preset rules', () => {
  it('allows adding while 6 or fewer presets exist', () => {
    expect(canAddPreset(0)).toBe(true);
    expect(canAddPreset(6)).toBe(true);
    expect(canAddPreset(7)).toBe(false);
  });

  it('requires a name of at most 20 characters', () => {
    expect(validatePresetName('Bed')).toBeNull();
    expect(validatePresetName('x'.repeat(20))).toBeNull();
    expect(validatePresetName('x'.repeat(21))).toMatch(/20 characters/);
    expect(validatePresetName('   ')).toMatch(/required/);
  });

  it('cancels a rename with an empty name', () => {
    expect(renameIntent('  ')).toEqual({ action: 'cancel' });
    expect(renameIntent(' Door ')).toEqual({ action: 'rename', name: 'Door' });
    expect(renameIntent('x'.repeat(21))).toMatchObject({ action: 'invalid' });
  });
});
