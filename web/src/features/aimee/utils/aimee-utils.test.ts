import { describe, expect, it } from 'vitest';
import { maskNames } from './mask-names';
import { aimeeMeetingFrom } from './meeting-meta';

describe('maskNames', () => {
  it('masks the patient name and its parts only while mask_phi is on', () => {
    const shown = maskNames('Hello Maria, I am Aimee. Is maria garcia comfortable?', 'Maria Garcia', true);
    expect(shown).not.toMatch(/maria|garcia/i);
    expect(shown).toContain('I am Aimee.');
    expect(maskNames('Hello Maria', 'Maria Garcia', false)).toBe('Hello Maria');
    expect(maskNames('Hello Maria', null, true)).toBe('Hello Maria');
  });
});

describe('aimeeMeetingFrom', () => {
  it('reads auto_aimee, auto_save, aimee_tags and prompt_id; anything else is the default', () => {
    expect(aimeeMeetingFrom(new URLSearchParams('auto_aimee=true&auto_save=5&aimee_tags=Fall Risk, Hard of Hearing&aimee_tags=Fall Risk&prompt_id=2')))
      .toEqual({ autoAimee: true, autoSave: 5, aimeeTags: ['Fall Risk', 'Hard of Hearing'], promptId: 2 });
    expect(aimeeMeetingFrom(new URLSearchParams('auto_aimee=yes&auto_save=-3&prompt_id=x')))
      .toEqual({ autoAimee: false, autoSave: null, aimeeTags: [], promptId: null });
  });
});
