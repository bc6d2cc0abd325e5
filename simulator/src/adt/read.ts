// Reads a parsed HL7 v2 message (@medplum/core's Hl7Message) into what the ADT listener applies, or
// refuses it: AR for a message this listener does not take (no control id to acknowledge, not ADT,
// an event it does not apply, a receiving facility that is no health system here), AE for an ADT
// message missing what its event needs. The HL7 error codes are table 0357's.
import { Hl7Context, type Hl7Message } from '@medplum/core';
import type { components } from '@bedside/openapi/api';
import { rules } from '@bedside/resources';
import type { Hospital } from '../store/types.ts';
import type { Store } from '../store/store.ts';
import { contractDocument } from '../contract/documents.ts';
import { controlCharacterAt } from '../contract/json-body.ts';

/**
 * A patient's MRN as the API takes it (the contract's PatientWrite.mrn): an MRN stored from ADT
 * past that (50 characters, spaces, accents) could not be saved again on the patient's page, nor
 * found by the MRN filter as typed.
 */
const MRN = (contractDocument('api') as { components: { schemas: { PatientWrite: { properties: { patient: { properties: { mrn: { maxLength: number; pattern: string } } } } } } } })
  .components.schemas.PatientWrite.properties.patient.properties.mrn;
const MRN_PATTERN = new RegExp(MRN.pattern);
const isPatientMrn = (mrn: string) => mrn.length >= 1 && mrn.length <= MRN.maxLength && MRN_PATTERN.test(mrn);

export type AdtEvent = components['schemas']['AdtEvent'];
export const ADT_EVENTS: readonly AdtEvent[] = ['A01', 'A02', 'A03', 'A04', 'A08', 'A11', 'A12', 'A13'];

/** Why a message is not applied: the ACK code, table 0357's error code, where (ERR-2) and a reason a person can act on. */
export class AdtRefusal extends Error {
  constructor(readonly ackCode: 'AE' | 'AR', readonly errorCode: number, message: string, readonly location = '') {
    super(message);
  }
}

export const refuse = (message: string, errorCode = 207, location = ''): AdtRefusal => new AdtRefusal('AE', errorCode, message, location);

/** PV1-3, the assigned patient location: point of care (the unit)^room^bed^facility^^^building (the division). */
export interface AdtLocation { unit: string; room: string; bed: string; building: string }

export interface AdtHeader {
  messageType: string | null;
  event: string | null;
  controlId: string | null;
  sendingFacility: string | null;
  patientName: string | null;
  mrn: string | null;
}

export interface AdtInput extends AdtHeader {
  event: AdtEvent;
  mrn: string;
  hospital: Hospital;
  /** "Given Middle Family" from PID-5 (Family^Given^Middle); null when PID-5 is empty */
  name: string | null;
  /** PID-7 as YYYY-MM-DD; null when empty */
  dob: string | null;
  location: AdtLocation | null;
}

const DEFAULT_CONTEXT = new Hl7Context();

/**
 * A field's text with HL7's escape sequences read back (MSA-3, ERR-8, a name like O\T\Brien), in
 * the message's own encoding characters (MSH-1, MSH-2): an ACK to a message that chose others
 * escapes with them.
 */
export function unescapeHl7(value: string, context: Hl7Context = DEFAULT_CONTEXT): string {
  const e = context.escapeCharacter;
  if (e === '') return value;
  const meant: Record<string, string> = {
    F: context.fieldSeparator, S: context.componentSeparator, R: context.repetitionSeparator, T: context.subcomponentSeparator, E: e,
  };
  const quoted = e.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return value.replace(new RegExp(`${quoted}([FSRTE])${quoted}`, 'g'), (_, code: string) => meant[code] ?? '');
}

type Text = (value: string | undefined) => string;
/** A field or component's text, read in the message's own escape character and delimiters. */
const textOf = (message: Hl7Message): Text => (value) => unescapeHl7((value ?? '').trim(), message.context);
const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * "Castellano^Vera^Anne" → "Vera Anne Castellano", as the product shows names. A part `""` is HL7's
 * explicit null, no part (it was stored as the name "\"\""; requests QA). Each part is unescaped
 * once: O\E\T\E\Brien is O\T\Brien, not O&Brien.
 */
function nameOf(text: Text, family: string, given: string, middle: string): string | null {
  return orNull([given, middle, family].map(text).filter((part) => part !== '' && part !== '""').join(' '));
}

/** PID-3 may repeat (MRN, social security number, …): the identifier whose type (CX-5) is MR, else the first. */
function mrnOf(message: Hl7Message): string {
  const text = textOf(message);
  const repetitions = message.getSegment('PID')?.getField(3)?.components ?? [];
  const chosen = repetitions.find((r) => text(r[4]).toUpperCase() === 'MR') ?? repetitions[0] ?? [];
  return text(chosen[0]);
}

/** The fields every message is recorded with, even one that is refused. */
export function headerOf(message: Hl7Message): AdtHeader {
  const msh = message.getSegment('MSH');
  const pid = message.getSegment('PID');
  const type = msh?.getField(9);
  const name = pid?.getField(5);
  const text = textOf(message);
  return {
    messageType: orNull(text(type?.toString())),
    event: orNull(text(type?.getComponent(2))),
    controlId: orNull(text(msh?.getField(10)?.toString())),
    sendingFacility: orNull(text(msh?.getField(4)?.getComponent(1))),
    patientName: name ? nameOf(text, name.getComponent(1), name.getComponent(2), name.getComponent(3)) : null,
    mrn: orNull(mrnOf(message)),
  };
}

/** MSH-6 (receiving facility) names the health system: its organisation id (mercy-general) or its name. */
export function hospitalNamed(store: Store, message: Hl7Message): Hospital | undefined {
  const wanted = textOf(message)(message.getSegment('MSH')?.getField(6)?.getComponent(1)).toLowerCase();
  return store.data.hospitals.find((h) => h.organization_id.toLowerCase() === wanted || h.name.toLowerCase() === wanted);
}

function hospitalOf(store: Store, message: Hl7Message): Hospital {
  const facility = textOf(message)(message.getSegment('MSH')?.getField(6)?.getComponent(1));
  const hospital = hospitalNamed(store, message);
  if (!hospital) {
    throw new AdtRefusal('AR', 204, facility === '' ? 'MSH-6 (receiving facility) is empty: name the health system (its organisation id)'
      : `Unknown receiving facility (MSH-6) ${facility}: name the health system by its organisation id or name`, 'MSH^1^6');
  }
  return hospital;
}

/** PID-7 as a date (its first 8 digits, YYYYMMDD); time and zone are ignored. */
function dobOf(value: string): string | null {
  if (value === '') return null;
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  const iso = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    // The value is not echoed: the ACK text is kept and shown in ADT Messages and its CSV, where
    // a date of birth (1975-01-12, sent in the wrong format) showed unmasked (PHI sweep).
    throw refuse('PID-7 (date of birth) is not a date (YYYYMMDD)', 102, 'PID^1^7');
  }
  return iso;
}

function locationOf(message: Hl7Message): AdtLocation | null {
  const field = message.getSegment('PV1')?.getField(3);
  const text = textOf(message);
  const location = {
    unit: text(field?.getComponent(1)), room: text(field?.getComponent(2)), bed: text(field?.getComponent(3)), building: text(field?.getComponent(7)),
  };
  return location.room === '' && location.unit === '' ? null : location;
}

/**
 * MSH-10 is required: the ACK's MSA-2 echoes it, and it is how the sender pairs the ACK with what it
 * sent. Without it the header itself is invalid, so the message is rejected (AR, as an unsupported
 * MSH-9 or unknown MSH-6 is: HL7 v2 chapter 2's original-mode header validation) rather than
 * processed and found wanting (AE), and nothing is applied. Test ADT Feed refuses to send one.
 */
export const NO_CONTROL_ID = 'MSH-10 (message control id) is empty: the ACK echoes it (MSA-2), so each message needs one';

/**
 * The fields the listener stores, keeps in ADT Messages or quotes in its ACK, by ERR-2 location
 * (segment^sequence^field) and name.
 */
const READ_FIELDS: readonly [segment: string, field: number, name: string][] = [
  ['MSH', 4, 'sending facility'], ['MSH', 6, 'receiving facility'], ['MSH', 9, 'message type'], ['MSH', 10, 'message control id'],
  ['PID', 3, 'patient identifier list'], ['PID', 5, 'patient name'], ['PID', 7, 'date of birth'], ['PV1', 3, 'assigned patient location'],
];

/**
 * The API's own rule on text (controlCharacterAt: control characters, bidirectional overrides and
 * isolates, lone surrogates), on every field the listener reads: a name stored from ADT with a
 * right-to-left override could not be saved unchanged on the patient's page, which refuses it.
 * Refused whole, as the API refuses a body: AR for the header (MSH), AE for the rest.
 */
function checkText(message: Hl7Message): void {
  for (const [name, field, label] of READ_FIELDS) {
    const where = `${name}^1^${field}`;
    if (!controlCharacterAt(message.getSegment(name)?.getField(field)?.toString() ?? '', where)) continue;
    const reason = `${name}-${field} (${label}) holds a control character or a bidirectional override, which Bedside does not accept in text`;
    throw new AdtRefusal(name === 'MSH' ? 'AR' : 'AE', 102, reason, where);
  }
}

/** The message as the listener applies it, or an AdtRefusal saying why not. */
export function readAdt(store: Store, message: Hl7Message): AdtInput {
  checkText(message);
  const header = headerOf(message);
  const text = textOf(message);
  if (!header.controlId) throw new AdtRefusal('AR', 101, NO_CONTROL_ID, 'MSH^1^10');
  const kind = text(message.getSegment('MSH')?.getField(9)?.getComponent(1));
  if (kind !== 'ADT') throw new AdtRefusal('AR', 200, `Unsupported message type ${kind || '(empty MSH-9)'}: this listener takes ADT`, 'MSH^1^9');
  const event = ADT_EVENTS.find((e) => e === header.event);
  if (!event) throw new AdtRefusal('AR', 201, `Unsupported event ${header.event ?? '(empty MSH-9.2)'}: this listener applies ${ADT_EVENTS.join(', ')}`, 'MSH^1^9^2');
  const hospital = hospitalOf(store, message);
  const pid = message.getSegment('PID');
  if (!pid) throw refuse(`Segment PID is missing: ${event} needs the patient`, 100, 'PID');
  if (!header.mrn) throw refuse('PID-3 (patient identifier list) has no MRN', 101, 'PID^1^3');
  if (!isPatientMrn(header.mrn)) throw refuse(`PID-3 (MRN) must be 1 to ${MRN.maxLength} letters, digits or dashes, as a patient's MRN is`, 102, 'PID^1^3');
  if ((header.patientName?.length ?? 0) > 100) throw refuse('PID-5 (patient name) is longer than 100 characters', 102, 'PID^1^5');
  // The patient form's required rule: a name of zero-width or other invisible characters only shows
  // as blank, and the form would not save it again.
  if (header.patientName !== null && rules.required(header.patientName)) {
    throw refuse('PID-5 (patient name) shows nothing: it holds only spaces or invisible characters', 102, 'PID^1^5');
  }
  return {
    ...header, event, mrn: header.mrn, hospital, name: header.patientName,
    dob: dobOf(text(pid.getField(7)?.toString())), location: locationOf(message),
  };
}
