// One received message, start to end: read, applied (or refused), recorded for ADT Messages, and
// answered with an ACK: MSA-1 AA, AE or AR, MSA-2 the message's control id, MSA-3 the reason, and
// for a refusal an ERR segment with table 0357's code, where (ERR-2) and the reason (ERR-8).
import { Hl7Context, Hl7Message } from '@medplum/core';
import { withoutControlCharacters } from '../contract/json-body.ts';
import type { Services } from '../services.ts';
import type { StoredAdtMessage } from '../store/types.ts';
import { applyAdt, type Applied } from './apply.ts';
import { AdtRefusal, headerOf, hospitalNamed, readAdt, type AdtHeader } from './read.ts';

/** ADT Messages keeps this many, dropping the oldest (a busy feed sends thousands a day). */
export const ADT_MESSAGES_KEPT = 10_000;
const ACCEPTED = 'Message accepted';
const NOTHING = 'Nothing changed';

const stamp = () => new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * HL7 escape sequences, so a reason quoting what was sent cannot break the ACK's structure, written
 * with the escape character and delimiters the ACK is written in. Later entries win where a broken
 * MSH-2 made two delimiters one character.
 */
function escaperOf(context: Hl7Context): (value: string) => string {
  const e = context.escapeCharacter;
  const codes = new Map([
    [context.subcomponentSeparator, 'T'], [context.repetitionSeparator, 'R'], [context.componentSeparator, 'S'], [context.fieldSeparator, 'F'], [e, 'E'],
  ]);
  codes.delete('');
  return (value) => Array.from(value.replace(/[\r\n]+/g, ' '), (c) => (codes.has(c) ? `${e}${codes.get(c)}${e}` : c)).join('');
}

/**
 * MSA-1 the code, MSA-2 the control id echoed, MSA-3 the reason; for a refusal an ERR: ERR-2 where
 * (segment^sequence^field), ERR-3 table 0357's code, ERR-4 severity, ERR-8 the reason.
 */
function answerSegments(context: Hl7Context, code: 'AA' | 'AE' | 'AR', controlId: string, text: string, refusal: AdtRefusal | null): string[] {
  const escape = escaperOf(context);
  const fields = (...values: string[]) => values.join(context.fieldSeparator);
  const components = (...values: string[]) => values.join(context.componentSeparator);
  const msa = fields('MSA', code, escape(controlId), escape(text));
  if (!refusal) return [msa];
  const where = components(...refusal.location.split('^'));
  return [msa, fields('ERR', '', where, components(String(refusal.errorCode), escape(refusal.message), 'HL70357'), 'E', '', '', '', escape(refusal.message))];
}

/**
 * The ACK's MSH: MSH-1 and MSH-2 the message's own, sender and receiver swapped, MSH-9 mirroring the
 * message's (ADT^A01^ADT_A01 → ACK^A01^ACK). Written here rather than by @medplum/core's buildAck,
 * which writes MSH-9 with ^ whatever the component separator, and MSH-2 from four characters read.
 */
function ackHeader(message: Hl7Message): string {
  const { context, header } = message;
  const raw = (field: number) => header.getField(field)?.toString() ?? '';
  const type = header.getField(9);
  const event = type?.getComponent(2) ?? '';
  const ackType = ['ACK', ...(event ? [event] : []), ...(event && type?.getComponent(3) ? ['ACK'] : [])].join(context.componentSeparator);
  const encoding = header.fields[1]?.toString() || context.getMsh2();
  return ['MSH', encoding, raw(5), raw(6), raw(3), raw(4), stamp(), '', ackType, String(Date.now()), 'P', raw(12) || '2.5.1'].join(context.fieldSeparator);
}

/**
 * The ACK, written in the message's own field separator and encoding characters (MSH-1, MSH-2), as
 * its sender reads it: one written in | and ^ whatever was sent was read by a sender using # as two
 * MSA segments, the reason in neither of them.
 */
function ackOf(message: Hl7Message, code: 'AA' | 'AE' | 'AR', text: string, refusal: AdtRefusal | null): Hl7Message {
  const controlId = message.header.getField(10)?.toString() ?? '';
  return Hl7Message.parse([ackHeader(message), ...answerSegments(message.context, code, controlId, text, refusal)].join('\r'));
}

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
function kept<T extends string | null>(value: T): T {
  if (value === null) return value;
  // A message refused for a control character (read.ts) is kept without it, as no list may show one.
  const text = withoutControlCharacters(value);
  return (text.length > KEPT_FIELD_CHARS ? `${text.slice(0, KEPT_FIELD_CHARS - 1)}…` : text) as T;
}

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
  const msh = `MSH|^~\\&|BEDSIDE|BEDSIDE|||${stamp()}||ACK|${Date.now()}|P|2.5.1`;
  return Hl7Message.parse([msh, ...answerSegments(new Hl7Context(), 'AR', '', text, refusal)].join('\r'));
}
