import { describe, expect, it } from 'vitest';
import { statusOptions } from './patient-quick-edit';

describe('quick edit status options', () => {
  it('are N/A, then the enabled values in their sort order (live video spec, quick edit)', () => {
    const values = [
      { id: 1, label: 'Observation', is_enabled: true, sort_order: 3 },
      { id: 2, label: 'Retired', is_enabled: false, sort_order: 1 },
      { id: 3, label: 'Fall Risk Review', is_enabled: true, sort_order: 2 },
    ];
    expect(statusOptions(values)).toEqual([
      { value: 'na', label: 'N/A' }, { value: '3', label: 'Fall Risk Review' }, { value: '1', label: 'Observation' },
    ]);
  });
});
