// What POST /aimee_conversations needs from an assistant: it takes the browser's WebRTC offer and
// answers it, as an OpenAI-Realtime-compatible service does (SDP in, SDP out, events on the
// `oai-events` data channel). The emulated assistant (emulated-assistant.ts) is the default; a
// proxy to a real service would implement the same two calls (docs/aimee.md).

export interface AimeeScript {
  greeting: string;
  /** The prompt's instructions: free text for a real model, with the script lines the emulator follows (script.ts). */
  instructions: string;
  voice: string;
}

export interface AimeeSetup {
  conversationId: number;
  prompt: AimeeScript;
  /** The patient's attributes shared with Aimee. */
  tags: readonly string[];
  /** What the patient is expected to say, in order, when the visit plays a known scenario (a training video); else empty. */
  expectedUtterances?: readonly string[];
  log: (message: string) => void;
  /** Called once when the assistant's side closes, whoever closed it (an end, a failed or idle connection, the time limit). */
  onClosed?: () => void;
}

export interface AimeeSession {
  /** The assistant's SDP answer. */
  readonly answer: string;
  /** Ends the assistant's side (the conversation ended); safe to call twice. */
  close(): Promise<void>;
}

export interface AimeeProvider {
  connect(offer: string, setup: AimeeSetup): Promise<AimeeSession>;
}

/** The words the browser sends as `response.create` instructions so that Aimee speaks the greeting first. */
export const GREETING_PREFIX = 'Greet the patient with these exact words: ';
