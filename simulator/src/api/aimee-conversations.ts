// Aimee conversations (live video §3, §4, §7): the browser's offer starts one (Use Aimee), the
// transcript is saved while it runs and when it ends; the list and each transcript are read with View
// AimeeConversation (the generic collection). A conversation is kept in the division of its active
// monitor, or in the caller's division when there is none ("only logged", §4). Every start, save and
// end is a revision of the record, so the audit trail shows who talked with Aimee and when.
import { aimeeConversations } from '@bedside/resources';
import { ApiError } from '../api-error.ts';
import { GREETING_PREFIX } from '../aimee/provider.ts';
import { Collection } from '../resources/collection.ts';
import type { Ctx, ResourceSpec } from '../resources/spec.ts';
import { registerTable } from '../resources/table-query.ts';
import type { StoredAimeeConversation, StoredAimeePrompt } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

export const aimeeConversationSpec: ResourceSpec<'AimeeConversation', 'AimeeConversations', StoredAimeeConversation> = {
  descriptor: aimeeConversations,
  records: (store) => store.data.aimeeConversations,
  toRows: ({ services: { store } }, recs) => {
    const patients = new Map(store.data.patients.map((p) => [p.id, p]));
    return recs.map(({ division_id, patient_id, prompt_id, prompt_name, prompt_version, started_by_user_id, ...c }) => {
      const division = store.divisionsById.get(division_id);
      if (!division) throw new Error(`Aimee conversation ${c.id} refers to a missing division`);
      const patient = patient_id === null ? undefined : patients.get(patient_id);
      return {
        ...c, division: { id: division.id, name: division.name },
        patient: patient ? { id: patient.id, display_name: patient.display_name, mrn: patient.mrn, dob: patient.dob } : null,
        prompt: { id: prompt_id, name: prompt_name, version: prompt_version },
        started_by: { id: started_by_user_id, name: store.usersById.get(started_by_user_id)?.name ?? 'Unknown user' },
      };
    });
  },
};

const conversations = new Collection(aimeeConversationSpec);
// Its list is answered here, not by resourceHandlers: a saved view of it is checked all the same.
registerTable(aimeeConversations.key, { list: 'listAimeeConversations', collection: conversations });

const unprocessable = (field: string, code: string, message: string) =>
  new ApiError(422, message, code, [{ field, rule: code, message }]);

/** The enabled prompt asked for, or the organisation's first enabled one by name. */
function promptFor(ctx: Ctx, promptId: number | null | undefined): StoredAimeePrompt {
  const own = ctx.services.store.data.aimeePrompts
    .filter((p) => p.organization_id === ctx.auth.user.organization_id && p.enabled)
    .sort((a, b) => a.name.localeCompare(b.name));
  const prompt = promptId == null ? own[0] : own.find((p) => p.id === promptId);
  if (prompt) return prompt;
  throw promptId == null
    ? unprocessable('body.prompt_id', 'no_prompt', 'The organisation has no enabled Aimee prompt')
    : unprocessable('body.prompt_id', 'no_prompt', `Aimee prompt ${promptId} is not an enabled prompt of the organisation`);
}

function ongoing(ctx: Ctx, id: number): StoredAimeeConversation {
  const conversation = conversations.find(ctx, id);
  if (conversation.status === 'ended') throw new ApiError(409, `Aimee conversation ${id} has ended`, 'conversation_ended');
  return conversation;
}

export const aimeeConversationHandlers: ApiHandlers = {
  listAimeeConversations: (ctx) => conversations.page(conversations.query(ctx, ctx.query), ctx.query.page, ctx.query.per_page),
  getAimeeConversation: (ctx) => conversations.row(ctx, conversations.find(ctx, ctx.params.id)),

  startAimeeConversation: async (ctx) => {
    const { store, aimee } = ctx.services;
    const { body, auth: { user } } = ctx;
    const prompt = promptFor(ctx, body.prompt_id);
    const monitor = store.data.monitors.find((m) => m.id === body.patient_monitor_id && user.division_ids.includes(m.division_id) && m.status === 'active');
    // Live video §4: a conversation without an active monitor goes ahead; the absence is only logged.
    if (!monitor) ctx.request.log.info({ patient_monitor_id: body.patient_monitor_id ?? null }, 'no active monitor for Aimee');
    const asked = Number(ctx.query.division_id);
    const divisionId = monitor?.division_id ?? (user.division_ids.includes(asked) ? asked : user.division_ids[0]);
    if (divisionId === undefined) throw new ApiError(403, 'You have no division to talk with Aimee in', 'forbidden');
    const id = store.nextId('aimeeConversations');
    const tags = body.aimee_tags ?? [];
    const session = await aimee.start(id, body.sdp, {
      prompt, tags, meetingId: body.meeting_id ?? null, log: (message) => ctx.request.log.info({ aimee_conversation_id: id }, message),
    }).catch((error: unknown) => {
      // The WebRTC library's words (a parser's, a stack's) stay in the server log: the caller is told
      // in ours which field it was (hostile-input QA: the 422 passed the library's text through).
      ctx.request.log.warn({ err: error, aimee_conversation_id: id }, 'Aimee could not answer the offer');
      throw unprocessable('body.sdp', 'bad_offer', 'The offer (sdp) is not a WebRTC offer Aimee can answer');
    });
    const now = new Date().toISOString();
    const conversation: StoredAimeeConversation = {
      id, division_id: divisionId, status: 'connected', source: body.source, patient_id: monitor?.patient_id ?? null,
      patient_monitor_id: monitor?.id ?? null, meeting_id: body.meeting_id ?? null, prompt_id: prompt.id, prompt_name: prompt.name,
      prompt_version: prompt.version, aimee_tags: tags, started_by_user_id: user.id, started_at: now, ended_at: null, saved_at: null, transcript: [],
    };
    store.data.aimeeConversations.push(conversation);
    await conversations.created(ctx, conversation, { prompt: `${prompt.name} (version ${prompt.version})`, patient_monitor_id: conversation.patient_monitor_id, meeting_id: conversation.meeting_id });
    return { aimee_conversation_id: id, sdp: session.answer, greeting_payload: { type: 'response.create', response: { instructions: GREETING_PREFIX + prompt.greeting } } };
  },

  updateAimeeConversationTranscript: async (ctx) => {
    const conversation = ongoing(ctx, ctx.params.id);
    await conversations.update(ctx, conversation, (edit) => {
      edit.note('transcript', `${conversation.transcript.length} lines`, `${ctx.body.transcript.length} lines`);
      conversation.transcript = ctx.body.transcript;
      conversation.saved_at = new Date().toISOString();
    });
    return conversations.row(ctx, conversation);
  },

  endAimeeConversation: async (ctx) => {
    const conversation = conversations.find(ctx, ctx.params.id);
    // A second end is its starter's retry; anyone else's replaced the saved transcript (with an
    // empty one: the record of what the assistant told a patient, erased by a colleague).
    if (conversation.status === 'ended' && conversation.started_by_user_id !== ctx.auth.user.id) {
      throw new ApiError(409, `Aimee conversation ${conversation.id} has ended; only who started it may save it again`, 'conversation_ended');
    }
    await ctx.services.aimee.end(conversation.id);
    await conversations.update(ctx, conversation, (edit) => {
      edit.note('transcript', `${conversation.transcript.length} lines`, `${ctx.body.transcript.length} lines`);
      edit.set('status', 'ended');
      conversation.transcript = ctx.body.transcript;
      conversation.saved_at = new Date().toISOString();
      conversation.ended_at ??= conversation.saved_at;
    });
    return conversations.row(ctx, conversation);
  },
};
