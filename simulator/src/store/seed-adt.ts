// A fresh hospital's ADT Messages are not empty: each health system's feed admitted one of its
// patients (AA) and sent an update for an MRN it does not have (AE). Seeded messages carry no undo:
// a cancel (A11) of them answers that there is nothing to cancel, as for an admission made by hand.
import type { Division, Hospital, Patient, Room, StoredAdtMessage } from './types.ts';

export function seedAdtMessages(hospitals: readonly Hospital[], divisions: readonly Division[], rooms: readonly Room[], patients: readonly Patient[]): StoredAdtMessage[] {
  const messages: StoredAdtMessage[] = [];
  for (const hospital of hospitals) {
    const own = new Set(divisions.filter((d) => d.hospital_id === hospital.id).map((d) => d.id));
    const admitted = patients.find((p) => own.has(p.division_id) && p.status === 'active' && p.room_id !== null && p.admitted_at !== null);
    if (!admitted?.admitted_at) continue;
    const room = rooms.find((r) => r.id === admitted.room_id);
    const common = { sending_facility: 'EPIC', organization_id: hospital.organization_id, parse_status: 'parsed' as const, undo: null, cancelled: false };
    messages.push({
      ...common, id: messages.length + 1, received_at: admitted.admitted_at, message_type: 'ADT^A01^ADT_A01', event: 'A01', control_id: `EPIC-ADT-${hospital.id}001`,
      patient_name: admitted.display_name, patient_mrn: admitted.mrn, ack_code: 'AA', ack_text: 'Message accepted', effect: `Admitted to ${room?.name ?? 'no room'}`, patient_id: admitted.id,
    }, {
      ...common, id: messages.length + 2, received_at: new Date(Date.parse(admitted.admitted_at) + 60_000).toISOString(), message_type: 'ADT^A08^ADT_A01', event: 'A08',
      control_id: `EPIC-ADT-${hospital.id}002`, patient_name: 'Jordan Unmatched', patient_mrn: 'EXTERNAL-ONLY', ack_code: 'AE',
      ack_text: `No patient with this MRN (PID-3) in ${hospital.name}`, effect: 'Nothing changed', patient_id: null,
    });
  }
  return messages;
}
