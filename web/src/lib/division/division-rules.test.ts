import { describe, expect, it } from 'vitest';
import { defaultDivision, isPickerDisabled, pickerOptions, pickerState, resolveDivision, type DivisionUser } from './division-rules';

const divisions = [
  { id: 1, name: 'North Tower', color: 'blue' as const },
  { id: 2, name: 'South Tower', color: 'green' as const },
];
const nurse: DivisionUser = { divisions, preferred_division_id: 2, hospital: { main_division_id: 1 } };

describe('defaultDivision', () => {
  it('prefers the preferred division, then the main division, then the first', () => {
    expect(defaultDivision(nurse)).toBe('2');
    expect(defaultDivision({ ...nurse, preferred_division_id: null })).toBe('1');
    expect(defaultDivision({ ...nurse, preferred_division_id: 9, hospital: { main_division_id: 7 } })).toBe('1');
    expect(defaultDivision({ divisions: [divisions[1]!], preferred_division_id: null, hospital: { main_division_id: 1 } })).toBe('2');
    expect(defaultDivision({ divisions: [], preferred_division_id: null, hospital: { main_division_id: 1 } })).toBe('*');
  });
});

describe('resolveDivision', () => {
  const base = { user: nurse, fromUrl: null, current: null, stored: null, allowAll: true };

  it('takes the URL first, then the working division, then the remembered one', () => {
    expect(resolveDivision({ ...base, fromUrl: '1', current: '2', stored: '*' })).toBe('1');
    expect(resolveDivision({ ...base, current: '*', stored: '1' })).toBe('*');
    expect(resolveDivision({ ...base, stored: '1' })).toBe('1');
    expect(resolveDivision(base)).toBe('2');
  });

  it('falls back to the default when the division is no longer the user’s', () => {
    expect(resolveDivision({ ...base, stored: '3' })).toBe('2');
    expect(resolveDivision({ ...base, fromUrl: 'abc' })).toBe('2');
  });

  it('replaces all divisions by the fallback chain where a route needs one', () => {
    expect(resolveDivision({ ...base, current: '*', allowAll: false })).toBe('2');
    expect(resolveDivision({ ...base, current: '*', allowAll: false, user: { ...nurse, preferred_division_id: null } })).toBe('1');
    expect(resolveDivision({ ...base, current: '1', allowAll: false })).toBe('1');
  });
});

describe('picker', () => {
  it('is hidden on no-division routes and read-only on editing pages', () => {
    expect(pickerState({ divisionRequired: false }, '/care-assignments')).toBe('hidden');
    expect(pickerState({ divisionRequired: true }, '/hospital/rooms')).toBe('visible');
    expect(pickerState({ divisionRequired: true }, '/hospital/rooms/4/edit')).toBe('readonly');
    expect(pickerState({ divisionRequired: true }, '/patients/add')).toBe('readonly');
    expect(pickerState({ divisionRequired: true }, '/patients/4/editor')).toBe('visible');
  });

  it('offers All hospitals only where the route allows it, and the divisions with their colours', () => {
    expect(pickerOptions(divisions, true)).toEqual([
      { value: '*', label: 'All hospitals', color: null },
      { value: '1', label: 'North Tower', color: 'blue' },
      { value: '2', label: 'South Tower', color: 'green' },
    ]);
    expect(pickerOptions(divisions, false).map((option) => option.value)).toEqual(['1', '2']);
  });

  it('is disabled with a single division', () => {
    expect(isPickerDisabled([divisions[0]])).toBe(true);
    expect(isPickerDisabled(divisions)).toBe(false);
  });
});
