// One received message, start to end: read, applied (or refused), recorded for ADT Messages, and
// answered with an ACK: MSA-1 AA, AE or AR, MSA-2 the message's control id, MSA-3 the reason, and
// for a refusal an ERR segment with table 0357's code, where (ERR-2) and the reason (ERR-8).
import { Hl7Message } from '@medplum/core';
import type { Services } from '../services.ts';
import type { StoredAdtMessage } from '../store/types.ts';
import { applyAdt, type Applied } from './apply.ts';
import { AdtRefusal, headerOf, hospitalNamed, readAdt, type AdtHeader } from './read.ts';

/** ADT Messages keeps this many, dropping the oldest (a busy feed sends thousands a day). */
export const ADT_MESSAGES_KEPT = 10_000;
const ACCEPTED = 'Message accepted';
const NOTHING = 'Nothing changed';

/** HL7 escape sequences, so a reason quoting what was sent cannot break the ACK's structure. */
const escape = (value: string) => value.replace(/\\/g, '\\E\\').replace(/\|/g, '\\F\\').replace(/\^/g, '\\S\\').replace(/~/g, '\\R\\').replace(/&/g, '\\T\\').replace(/[\r\n]+/g, ' ');


const errSegment = (refusal: AdtRefusal) =>
  `ERR||${refusal.location}|${refusal.errorCode}^${escape(refusal.message)}^HL70357|E||||${escape(refusal.message)}`;

function ackOf(message: Hl7Message, code: 'AA' | 'AE' | 'AR', text: string, refusal: AdtRefusal | null): Hl7Message {
  const ack = message.buildAck({ ackCode: code }).toString().replace(/\rMSA\|.*$/, '');
  const msa = `MSA|${code}|${escape(message.getSegment('MSH')?.getField(10)?.toString() ?? '')}|${escape(text)}`;
  return Hl7Message.parse([ack, msa, ...(refusal ? [errSegment(refusal)] : [])].join('\r'));
}

const stamp = () => new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);

function record(services: Services, row: Omit<StoredAdtMessage, 'id' | 'received_at'>, receivedAt: string): void {
  const { store } = services;
  store.data.adtMessages.push({ id: store.nextId('adtMessages'), received_at: receivedAt, ...row });
  if (store.data.adtMessages.length > ADT_MESSAGES_KEPT) store.data.adtMessages.shift();
}

/**
 * What ADT Messages keeps of a header field or a reason: a 900 KB MSH-10 was kept whole, for each
 * of 10,000 messages (about 12 GB at the cap), even for a refused message. HL7 fields of this kind
 * are at most 199 characters (v2.7's ST and CX lengths).
 */
export const KEPT_FIELD_CHARS = 199;
const kept = <T extends string | null>(value: T): T => (value !== null && value.length > KEPT_FIELD_CHARS ? `${value.slice(0, KEPT_FIELD_CHARS - 1)}…` : value) as T;

const fromHeader = (h: AdtHeader) => ({
  message_type: kept(h.messageType), event: kept(h.event), control_id: kept(h.controlId), sending_facility: kept(h.sendingFacility),
  patient_name: kept(h.patientName), patient_mrn: kept(h.mrn),
});

/** A parsed message: applied and answered. Refusals (AdtRefusal) answer AE or AR and change nothing. */
export async function receive(services: Services, message: Hl7Message): Promise<Hl7Message> {
  const receivedAt = new Date().toISOString();
  const header = headerOf(message);
  const organization = hospitalNamed(services.store, message)?.organization_id ?? null;
  let applied: Applied;
  try {
    applied = await applyAdt(services, readAdt(services.store, message));
  } catch (error) {
    if (!(error instanceof AdtRefusal)) throw error;
    record(services, {
      ...fromHeader(header), organization_id: organization, parse_status: 'parsed', ack_code: error.ackCode, ack_text: kept(error.message),
      effect: NOTHING, patient_id: null, undo: null, cancelled: false,
    }, receivedAt);
    return ackOf(message, error.ackCode, error.message, error);
  }
  record(services, {
    ...fromHeader(header), organization_id: organization, parse_status: 'parsed', ack_code: 'AA', ack_text: ACCEPTED,
    effect: applied.effect, patient_id: applied.patientId, undo: applied.undo, cancelled: false,
  }, receivedAt);
  return ackOf(message, 'AA', ACCEPTED, null);
}

/**
 * A frame the HL7 library could not read as a message: recorded (whose it is cannot be told, so
 * no organisation sees it) and answered AR from a header of our own, with no control id to echo.
 */
export function receiveUnparseable(services: Services, reason: string): Hl7Message {
  const text = `Not an HL7 message (${reason}): a message starts with an MSH segment`;
  record(services, {
    message_type: null, event: null, control_id: null, sending_facility: null, patient_name: null, patient_mrn: null, organization_id: null,
    parse_status: 'unparseable', ack_code: 'AR', ack_text: kept(text), effect: NOTHING, patient_id: null, undo: null, cancelled: false,
  }, new Date().toISOString());
  const refusal = new AdtRefusal('AR', 100, text, 'MSH');
  return Hl7Message.parse([`MSH|^~\\&|BEDSIDE|BEDSIDE|||${stamp()}||ACK|${Date.now()}|P|2.5.1`, `MSA|AR||${escape(text)}`, errSegment(refusal)].join('\r'));
}
