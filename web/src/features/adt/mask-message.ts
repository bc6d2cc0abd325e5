// A filled ADT template names a seeded patient: while Mask PHI is on, the page shows it with the
// PID segment's MRN (PID-3), name (PID-5) and date of birth (PID-7) masked, as every list does.
import { maskValue } from '@bedside/resources';

const masked: Record<number, 'mrn' | 'patient_name' | 'dob'> = { 3: 'mrn', 5: 'patient_name', 7: 'dob' };

function maskPid(segment: string): string {
  return segment.split('|').map((field, i) => {
    const type = masked[i];
    if (!type || field === '') return field;
    // Each repetition and component keeps its place; of an identifier (CX) only the ID itself is PHI.
    return field.split('~').map((repetition) => repetition.split('^')
      .map((part, c) => (part === '' || (type === 'mrn' && c > 0) ? part : maskValue(part, type))).join('^')).join('~');
  }).join('|');
}

export function maskMessage(message: string): string {
  return message.split(/\r\n|\r|\n/).map((segment) => (segment.startsWith('PID|') ? maskPid(segment) : segment)).join('\n');
}
