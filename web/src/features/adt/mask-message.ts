// A filled ADT template names a seeded patient: while Mask PHI is on, the page shows it with the
// PID segment's MRN (PID-3), name (PID-5) and date of birth (PID-7) masked, as every list does.
import { maskValue } from '@bedside/resources';

const masked: Record<number, 'mrn' | 'patient_name' | 'dob'> = { 3: 'mrn', 5: 'patient_name', 7: 'dob' };

function maskPid(segment: string): string {
  return segment.split('|').map((field, i) => {
    const type = masked[i];
    if (!type || field === '') return field;
    // Components and repetitions keep their separators; each value is masked on its own.
    return field.split(/([\^~])/).map((part) => (part === '^' || part === '~' || part === '' ? part : maskValue(part, type))).join('');
  }).join('|');
}

export function maskMessage(message: string): string {
  return message.split(/\r\n|\r|\n/).map((segment) => (segment.startsWith('PID|') ? maskPid(segment) : segment)).join('\n');
}
