// Seeded care assignments: the central monitoring persona covers security for each division's first
// admitted patients and the virtual nurse translation for the next ones, so /care-assignments opens
// on records. No virtual nursing assignment is seeded: that staff type starts free to assign.
import type { Patient, StaffKind, StoredCareAssignment, User } from './types.ts';

const PER_DIVISION = 5;

export function seedCareAssignments(patients: readonly Patient[], users: readonly User[], at: string): StoredCareAssignment[] {
  const cover = (persona: string, kind: StaffKind, skip: number) => {
    const user = users.find((u) => u.persona === persona);
    return (user?.division_ids ?? []).flatMap((divisionId) => patients
      .filter((p) => p.division_id === divisionId && p.status === 'active' && p.room_id !== null)
      .slice(skip, skip + PER_DIVISION)
      .map((patient) => ({ division_id: patient.division_id, patient_id: patient.id, staff_kind: kind, user_id: user?.id ?? 0, assigned_at: at })));
  };
  return [...cover('central-monitoring', 'security', 0), ...cover('virtual-nurse', 'translation', PER_DIVISION)].map((a, i) => ({ id: i + 1, ...a }));
}
