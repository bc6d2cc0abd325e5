// ADT Messages on the generic collection (read-only; organisation-wide by the MSH-6 each message
// named), and Test ADT Feed: a template per event, and a send that goes over MLLP with
// @medplum/hl7's client to the simulator's own listener, the path a hospital's feed takes.
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { adtMessages } from '@bedside/resources';
import { headerOf, hospitalNamed, NO_CONTROL_ID, unescapeHl7 } from '../adt/read.ts';
import { adtTemplate } from '../adt/templates.ts';
import { ApiError, badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { StoredAdtMessage } from '../store/types.ts';
import { patientCollection } from './patients.ts';
import type { ApiHandlers } from './types.ts';

const ACK_WAIT_MS = 10_000;

export const adtMessageSpec: ResourceSpec<'AdtMessage', 'AdtMessages', StoredAdtMessage> = {
  descriptor: adtMessages,
  records: (store) => store.data.adtMessages,
  organizationOf: (m) => m.organization_id ?? undefined,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _o, patient_id: _p, undo: _u, cancelled: _c, ...row }) => row),
};

/** A pasted message may use new lines between segments; HL7 separates them with carriage returns. */
function parsed(text: string): Hl7Message {
  const message = text.trim().replace(/\r\n|\n/g, '\r');
  if (!message.startsWith('MSH')) throw badRequest('body.message', 'hl7', 'Not an HL7 message: it must start with an MSH segment');
  try {
    return Hl7Message.parse(message);
  } catch (error) {
    throw badRequest('body.message', 'hl7', `Not an HL7 message: ${(error as Error).message}`);
  }
}

export const adtMessageHandlers: ApiHandlers = {
  ...resourceHandlers(adtMessageSpec),
  getAdtTemplate: (ctx) => {
    const { store } = ctx.services;
    const { event, patient_id: patientId, room_id: roomId, division_id: divisionSelector } = ctx.query;
    const patient = patientId === undefined ? undefined : patientCollection.find(ctx, patientId);
    const room = roomId === undefined ? undefined : store.roomsById.get(roomId);
    // A room of another division reads as a missing one.
    if (roomId !== undefined && (!room || !ctx.auth.user.division_ids.includes(room.division_id))) throw new ApiError(404, `Room ${roomId} not found`, 'not_found');
    const divisionId = patient?.division_id ?? room?.division_id ?? ctx.auth.divisions(divisionSelector)[0] ?? ctx.auth.user.division_ids[0] ?? 0;
    const hospital = store.hospital(ctx.auth.user.hospital_id);
    return { event, message: adtTemplate(store, hospital, { event, divisionId }, patient, room) };
  },
  sendAdtMessage: async (ctx) => {
    const message = parsed(ctx.body.message);
    // The test feed speaks for the caller's own health system only: naming another's in MSH-6
    // renamed and discharged its patients (API QA). Answered as an unknown facility, so nothing
    // tells whether it exists.
    const hospital = hospitalNamed(ctx.services.store, message);
    if (hospital && hospital.organization_id !== ctx.auth.user.organization_id) {
      const facility = message.getSegment('MSH')?.getField(6)?.getComponent(1) ?? '';
      throw badRequest('body.message', 'facility', `Unknown receiving facility (MSH-6) ${facility}: name the health system by its organisation id or name`);
    }
    // The HL7 client sends nothing without MSH-10 (it pairs the ACK by it): said here, on the
    // field, as the listener would answer (AR), rather than as a listener that did not answer (502).
    if (!headerOf(message).controlId) throw badRequest('body.message', 'required', NO_CONTROL_ID);
    const { mllp } = ctx.services;
    if (mllp.port === null) throw new ApiError(502, 'The MLLP listener is not running', 'mllp_unavailable');
    const client = new Hl7Client({ host: mllp.host, port: mllp.port, connectTimeout: ACK_WAIT_MS });
    try {
      const ack = await client.sendAndWait(message, { timeoutMs: ACK_WAIT_MS });
      const msa = ack.getSegment('MSA');
      return {
        ack_code: msa?.getField(1)?.toString() ?? '',
        ack_text: unescapeHl7(msa?.getField(3)?.toString() ?? '', ack.context),
        control_id: msa?.getField(2)?.toString() || null,
        ack: ack.toString(),
      };
    } catch (error) {
      throw new ApiError(502, `The MLLP listener did not answer: ${(error as Error).message}`, 'mllp_unavailable');
    } finally {
      await client.close();
    }
  },
};
