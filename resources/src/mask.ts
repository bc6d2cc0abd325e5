/** What a masked value is: an MRN, a date of birth or a patient's name. */
export type MaskType = 'mrn' | 'dob' | 'patient_name';

export const MASK_TYPES: readonly MaskType[] = ['mrn', 'dob', 'patient_name'];

const NAME_WIDTH = 6;

// Only letters and digits are hidden: separators stay, so '04/12/1985' reads '**/**/1985'.
function hideAllButLast(value: string, visible: number): string {
  const chars = [...value];
  const cut = Math.max(0, chars.length - visible);
  return chars.map((char, i) => (i < cut && /[\p{L}\p{N}]/u.test(char) ? '*' : char)).join('');
}

/**
 * A date of birth keeps its year. Written as the screens show it (MM/DD/YYYY) that is its last 4
 * characters. Written year first, as an ISO date (YYYY-MM-DD: a CSV export, an API value) or an
 * HL7 date (YYYYMMDD, or YYYYMM: PID-7), it keeps its first 4: its last 4 would be the month and day.
 */
function maskDob(value: string): string {
  const yearFirst = /^(\d{4})((?:-\d{2}|\d{2}).*)$/su.exec(value);
  return yearFirst ? `${yearFirst[1]}${hideAllButLast(yearFirst[2]!, 0)}` : hideAllButLast(value, 4);
}

function maskName(value: string): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]!.padEnd(NAME_WIDTH, '*'))
    .join(' ');
}

/**
 * Hides PHI: an MRN keeps its last 3 characters, a date of birth its last 4 (the year), a name the
 * first letter of each word padded with stars to 6. Throws for any other type, so that a typo in
 * a caller cannot silently show unmasked data.
 */
export function maskValue(value: string, type: string): string {
  switch (type) {
    case 'mrn':
      return hideAllButLast(value, 3);
    case 'dob':
      return maskDob(value);
    case 'patient_name':
      return maskName(value);
    default:
      throw new Error(`Unknown mask type. Supported types: ${MASK_TYPES.join(', ')}`);
  }
}

/** The value as the user may see it: masked only when the mask_phi preference is on. */
export function displayValue(value: string, type: MaskType, maskEnabled: boolean): string {
  return maskEnabled ? maskValue(value, type) : value;
}
