import { displayValue } from '@bedside/resources';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A transcript line as shown: where the patient's name (or a part of it: Aimee may greet by the
 * first name) would show, the masked name shows instead while mask_phi is on.
 */
export function maskNames(text: string, patientName: string | null, masked: boolean): string {
  if (!masked || !patientName) return text;
  const parts = [patientName, ...patientName.split(/\s+/)].filter((part) => part.length >= 2);
  if (parts.length === 0) return text;
  const pattern = new RegExp(`\\b(${parts.map(escape).join('|')})\\b`, 'gi');
  return text.replace(pattern, (found) => displayValue(found, 'patient_name', true));
}
