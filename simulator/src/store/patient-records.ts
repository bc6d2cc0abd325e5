// What else in the store names a patient: a patient who is removed (an ADT cancel of the admission
// that created them) must not leave such records behind, since every list that shows them reads
// the patient and would fail for every division.
import type { Store } from './store.ts';

/** The kinds of record that name the patient, in words for a message; empty when none does. */
export function recordsAbout(store: Store, patientId: number): string[] {
  const { data } = store;
  const kinds: [string, boolean][] = [
    ['monitors', data.monitors.some((m) => m.patient_id === patientId)],
    ['care assignments', data.careAssignments.some((a) => a.patient_id === patientId)],
    ['care transfers', data.careTransfers.some((t) => t.patient_ids.includes(patientId))],
    ['family members', data.familyMembers.some((f) => f.patient_id === patientId)],
    ['form submissions', data.formSubmissions.some((s) => s.patient_id === patientId)],
    ['virtual requests', data.virtualRequests.some((r) => r.patient_id === patientId)],
    ['nurse calls', data.nurseCalls.some((c) => c.patient_id === patientId)],
    ['stat alarms', data.statAlarms.some((a) => a.patient_id === patientId)],
    ['Aimee conversations', data.aimeeConversations.some((c) => c.patient_id === patientId)],
  ];
  return kinds.filter(([, named]) => named).map(([kind]) => kind);
}
