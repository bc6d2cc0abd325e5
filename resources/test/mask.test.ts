import { describe, expect, it } from 'vitest';
import { displayValue, maskValue } from '../src/mask.ts';

describe('maskValue', () => {
  it('shows only the last 3 characters of an MRN', () => {
    expect(maskValue('MRN4821937', 'mrn')).toBe('*******937');
    expect(maskValue('12', 'mrn')).toBe('12');
  });

  // Dates of birth are masked in their displayed form, MM/DD/YYYY, whose last 4 are the year; an
  // ISO date (a CSV export's) or an HL7 one (PID-7) keeps its year too, not its month and day.
  it('shows only the year of a date of birth, as the screens and as a CSV export write it', () => {
    expect(maskValue('04/12/1985', 'dob')).toBe('**/**/1985');
    expect(maskValue('1981-08-04', 'dob')).toBe('1981-**-**');
    expect(maskValue('19800517', 'dob')).toBe('1980****');
    expect(maskValue('198005', 'dob')).toBe('1980**');
    expect(maskValue('1980', 'dob')).toBe('1980');
  });

  it('keeps the first letter of each word of a name, padded with stars to 6', () => {
    expect(maskValue('Maria Santos', 'patient_name')).toBe('M***** S*****');
    expect(maskValue('  Jean-Luc  de Witt ', 'patient_name')).toBe('J***** d***** W*****');
  });

  it('rejects any other mask type with the exact message', () => {
    expect(() => maskValue('x', 'ssn')).toThrow(new Error('Unknown mask type. Supported types: mrn, dob, patient_name'));
  });
});

describe('displayValue', () => {
  it('masks only when the mask_phi preference is enabled', () => {
    expect(displayValue('Maria Santos', 'patient_name', false)).toBe('Maria Santos');
    expect(displayValue('Maria Santos', 'patient_name', true)).toBe('M***** S*****');
  });
});
