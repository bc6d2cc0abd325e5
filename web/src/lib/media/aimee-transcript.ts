// The live transcript of an Aimee conversation, built from the OpenAI Realtime server events on
// the `oai-events` channel (docs/aimee.md): the patient's lines from input-audio transcription,
// Aimee's from the audio transcript, each first as deltas and then completed. Pure, so the
// browser's view of a conversation is unit-tested without a peer.
import type { components } from '@bedside/openapi/api';

export type TranscriptWriteLine = components['schemas']['AimeeTranscriptLine'];
export type Speaker = TranscriptWriteLine['role'];

export interface TranscriptLine {
  /** the Realtime item the line belongs to; a line carried over from an earlier conversation keeps its own */
  itemId: string;
  role: Speaker;
  text: string;
  /** completed (saved); a line still arriving shows but is not saved */
  final: boolean;
  /** when it was completed (ISO), or when its first delta came */
  at: string;
}

export type RealtimeEvent = { type: string } & Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The transcript after one server event; the same array when the event says nothing about it. */
export function applyTranscriptEvent(lines: readonly TranscriptLine[], event: RealtimeEvent, nowIso: string): readonly TranscriptLine[] {
  const itemId = str(event.item_id);
  switch (event.type) {
    case 'conversation.item.input_audio_transcription.delta':
      return appendDelta(lines, itemId, 'patient', str(event.delta), nowIso);
    case 'conversation.item.input_audio_transcription.completed':
      return complete(lines, itemId, 'patient', str(event.transcript), nowIso);
    case 'response.audio_transcript.delta':
      return appendDelta(lines, itemId, 'assistant', str(event.delta), nowIso);
    case 'response.audio_transcript.done':
      return complete(lines, itemId, 'assistant', str(event.transcript), nowIso);
    default:
      return lines;
  }
}

function appendDelta(lines: readonly TranscriptLine[], itemId: string, role: Speaker, delta: string, at: string): readonly TranscriptLine[] {
  if (!itemId || !delta) return lines;
  const index = lines.findIndex((l) => l.itemId === itemId);
  if (index < 0) return [...lines, { itemId, role, text: delta, final: false, at }];
  const line = lines[index]!;
  if (line.final) return lines;
  return lines.map((l, i) => (i === index ? { ...l, text: l.text + delta } : l));
}

function complete(lines: readonly TranscriptLine[], itemId: string, role: Speaker, text: string, at: string): readonly TranscriptLine[] {
  if (!itemId) return lines;
  const index = lines.findIndex((l) => l.itemId === itemId);
  const trimmed = text.trim();
  // A turn with no words (a cough, an interrupted answer) leaves nothing to read or save.
  if (!trimmed) return index < 0 ? lines : lines.filter((_, i) => i !== index);
  const line: TranscriptLine = { itemId, role, text: trimmed, final: true, at };
  if (index < 0) return [...lines, line];
  return lines.map((l, i) => (i === index ? line : l));
}

/** What the server keeps: the completed lines, in order. */
export function savedTranscript(lines: readonly TranscriptLine[]): TranscriptWriteLine[] {
  return lines.filter((l) => l.final).map(({ role, text, at }) => ({ role, text: text.slice(0, 2000), at }));
}

export interface FunctionCall { callId: string; name: string; args: Record<string, unknown> }

/**
 * The function calls an event carries: `response.function_call_arguments.done`, and the
 * function_call items of `response.done` (the same call again: the caller dedupes on call_id).
 */
export function functionCallsOf(event: RealtimeEvent): FunctionCall[] {
  if (event.type === 'response.function_call_arguments.done') return [toCall(event)].filter(isCall);
  if (event.type === 'response.done') {
    const output = (event.response as { output?: unknown } | undefined)?.output;
    if (!Array.isArray(output)) return [];
    return output.filter((item: { type?: unknown }) => item?.type === 'function_call').map(toCall).filter(isCall);
  }
  return [];
}

function toCall(raw: Record<string, unknown>): FunctionCall {
  let args: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(str(raw.arguments) || '{}');
    if (parsed && typeof parsed === 'object') args = parsed as Record<string, unknown>;
  } catch {
    // Arguments that are not JSON: the call runs with none (its kind's defaults).
  }
  return { callId: str(raw.call_id), name: str(raw.name), args };
}

const isCall = (call: FunctionCall) => call.callId !== '' && call.name !== '';
