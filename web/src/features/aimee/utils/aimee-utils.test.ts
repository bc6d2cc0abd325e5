import { describe, expect, it } from 'vitest';
import { aimeeMeetingFrom } from './meeting-meta';

describe('aimeeMeetingFrom', () => {
  it('reads auto_aimee, auto_save, aimee_tags and prompt_id; anything else is the default', () => {
    expect(aimeeMeetingFrom(new URLSearchParams('auto_aimee=true&auto_save=5&aimee_tags=Fall Risk, Hard of Hearing&aimee_tags=Fall Risk&prompt_id=2')))
      .toEqual({ autoAimee: true, autoSave: 5, aimeeTags: ['Fall Risk', 'Hard of Hearing'], promptId: 2 });
    expect(aimeeMeetingFrom(new URLSearchParams('auto_aimee=yes&auto_save=-3&prompt_id=x')))
      .toEqual({ autoAimee: false, autoSave: null, aimeeTags: [], promptId: null });
  });
});
