// Test ADT Feed's templates: an HL7 v2.5.1 ADT message per event, filled with a seeded patient and
// room of the caller's division (or the ones named), as a hospital's interface engine would send
// it. MSH-6 names the health system by its organisation id; PV1-3 is unit^room^bed^^^^division.
import type { Store } from '../store/store.ts';
import type { Hospital, Patient, Room } from '../store/types.ts';
import { isRunning } from '../api/device-access.ts';
import type { AdtEvent } from './read.ts';

// The message structure of each event (HL7 v2.5 table 0354).
const structures: Record<AdtEvent, string> = {
  A01: 'ADT_A01', A02: 'ADT_A02', A03: 'ADT_A03', A04: 'ADT_A01', A08: 'ADT_A01', A11: 'ADT_A09', A12: 'ADT_A12', A13: 'ADT_A01',
};
const cancelled: Partial<Record<AdtEvent, AdtEvent>> = { A11: 'A01', A12: 'A02', A13: 'A03' };

export interface TemplateChoice { event: AdtEvent; divisionId: number; patientId?: number; roomId?: number }

const stamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
const hl7 = (value: string) => value.replace(/[|^~\\&\r\n]/g, ' ');

/** "Vera Anne Castellano" → "Castellano^Vera Anne" (family^given). */
function xpn(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.pop() ?? '';
  return `${hl7(family)}^${hl7(words.join(' '))}`;
}

function pv1(store: Store, roomId: number | null): string {
  const room = roomId === null ? undefined : store.roomsById.get(roomId);
  if (!room) return 'PV1|1|I';
  const unit = store.data.units.find((u) => u.id === room.unit_id)?.name ?? '';
  const division = store.divisionsById.get(room.division_id)?.name ?? '';
  return `PV1|1|I|${hl7(unit)}^${hl7(room.name)}^1^^^^${hl7(division)}`;
}

const occupied = (store: Store) => new Set(store.data.patients.filter((p) => p.status === 'active' && p.room_id !== null).map((p) => p.room_id));

/** A free room of the division with a camera no monitor is running on: a transfer there moves the monitor. */
function freeRoom(store: Store, divisionId: number, except: number | null): Room | undefined {
  const taken = occupied(store);
  const busy = new Set(store.data.monitors.filter(isRunning).map((m) => m.video_device_id));
  const cameras = new Set(store.data.devices.filter((d) => d.kind === 'fixed' && d.service_status === 'in_service' && !busy.has(d.id)).map((d) => d.room?.id));
  const rooms = store.data.rooms.filter((r) => r.division_id === divisionId && r.id !== except && !taken.has(r.id));
  return rooms.find((r) => cameras.has(r.id)) ?? rooms[0];
}

/** The patient an event is most telling for: a monitored one for a transfer, the last one changed for a cancel. */
function defaultPatient(store: Store, event: AdtEvent, divisionId: number): Patient | undefined {
  const ofDivision = store.data.patients.filter((p) => p.division_id === divisionId);
  const target = cancelled[event];
  if (target) {
    const last = store.data.adtMessages.findLast((m) => m.event === target && m.ack_code === 'AA' && !m.cancelled && m.patient_id !== null);
    const patient = ofDivision.find((p) => p.id === last?.patient_id);
    if (patient) return patient;
  }
  if (event === 'A01') return ofDivision.find((p) => p.status === 'discharged');
  const placed = ofDivision.filter((p) => p.status === 'active' && p.room_id !== null);
  if (event === 'A02') {
    const monitored = new Set(store.data.monitors.filter(isRunning).map((m) => m.patient_id));
    return placed.find((p) => monitored.has(p.id)) ?? placed[0];
  }
  return placed[0];
}

/** A fictional new patient for a registration: letters only, and an MRN no patient of the health system has. */
function newPatient(store: Store, hospital: Hospital): { name: string; mrn: string } {
  const divisions = new Set(store.data.divisions.filter((d) => d.hospital_id === hospital.id).map((d) => d.id));
  const taken = new Set(store.data.patients.filter((p) => divisions.has(p.division_id)).map((p) => p.mrn.toUpperCase()));
  let n = 9_000_000 + store.data.patients.length;
  while (taken.has(`MRN${n}`)) n += 1;
  return { name: 'Avery Quinn Testpatient', mrn: `MRN${n}` };
}

export function adtTemplate(store: Store, hospital: Hospital, choice: TemplateChoice, patient: Patient | undefined, room: Room | undefined): string {
  const { event } = choice;
  const at = new Date();
  // A registration, or an admission with no discharged patient to bring back, is of a new patient.
  const chosen = patient ?? (event === 'A04' ? undefined : defaultPatient(store, event, choice.divisionId));
  const who = chosen ? { name: chosen.display_name, mrn: chosen.mrn, dob: chosen.dob, room: chosen.room_id }
    : { ...newPatient(store, hospital), dob: '1984-03-09', room: null };
  const to = room ?? (event === 'A01' || event === 'A02' ? freeRoom(store, choice.divisionId, who.room) : undefined);
  const location = to ? to.id : event === 'A04' ? null : who.room;
  return [
    `MSH|^~\\&|ADT_TEST_FEED|${hl7(hospital.name)}|BEDSIDE|${hospital.organization_id}|${stamp(at)}||ADT^${event}^${structures[event]}|TEST${at.getTime().toString(36).toUpperCase()}|P|2.5.1`,
    `EVN|${event}|${stamp(at)}`,
    `PID|1||${hl7(who.mrn)}^^^${hospital.organization_id}^MR||${xpn(who.name)}||${who.dob?.replace(/-/g, '') ?? ''}`,
    pv1(store, location),
  ].join('\r');
}
