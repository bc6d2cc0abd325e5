import { describe, expect, it } from 'vitest';
import { allOf, anyOf, meets, rule, type AccessSubject } from './permissions';

const nurse: AccessSubject = {
  permissions: [{ action: 'View', resource: 'Patient' }, { action: 'View', resource: 'Room' }],
  staffKinds: [],
};

describe('meets', () => {
  it('matches a rule only on both action and resource', () => {
    expect(meets(nurse, rule('View', 'Patient'))).toBe(true);
    expect(meets(nurse, rule('Edit', 'Patient'))).toBe(false);
    expect(meets(nurse, rule('View', 'Unit'))).toBe(false);
  });

  it('combines rules with allOf and anyOf', () => {
    expect(meets(nurse, allOf(rule('View', 'Patient'), rule('View', 'Room')))).toBe(true);
    expect(meets(nurse, allOf(rule('View', 'Patient'), rule('View', 'Unit')))).toBe(false);
    expect(meets(nurse, anyOf(rule('View', 'Unit'), rule('View', 'Room')))).toBe(true);
  });

  it('needs a staff kind other than the excluded ones for a staff rule', () => {
    const rule = { staffKindOtherThan: ['virtual_observer'] } as const;
    expect(meets(nurse, rule)).toBe(false);
    expect(meets({ ...nurse, staffKinds: ['virtual_observer'] }, rule)).toBe(false);
    expect(meets({ ...nurse, staffKinds: ['virtual_observer', 'eicu'] }, rule)).toBe(true);
  });

  it('lets everyone through when nothing is required', () => {
    expect(meets(nurse, undefined)).toBe(true);
  });
});
