// The assistants of the conversations that are connected, by conversation id: started on the
// browser's offer, closed when the conversation ends (or when the simulator's data is reset).
import type { AimeeProvider, AimeeScript, AimeeSession } from './provider.ts';

export interface StartOptions {
  prompt: AimeeScript;
  tags: readonly string[];
  meetingId: string | null;
  log: (message: string) => void;
}

export class AimeeSessions {
  private readonly live = new Map<number, AimeeSession>();

  constructor(
    private readonly provider: () => AimeeProvider,
    /** What the patient of a meeting is expected to say (a training video's scenario), for the emulated transcription. */
    private readonly expectedUtterances: (meetingId: string | null) => readonly string[] = () => [],
  ) {}

  async start(conversationId: number, offer: string, { prompt, tags, meetingId, log }: StartOptions): Promise<AimeeSession> {
    let closed = false;
    const session = await this.provider().connect(offer, {
      conversationId, prompt, tags, expectedUtterances: this.expectedUtterances(meetingId), log,
      // A session that closed on its own (dropped, idle, too long) is no longer kept.
      onClosed: () => { closed = true; if (this.live.get(conversationId) === session) this.live.delete(conversationId); },
    });
    if (!closed) this.live.set(conversationId, session);
    return session;
  }

  async end(conversationId: number): Promise<void> {
    const session = this.live.get(conversationId);
    this.live.delete(conversationId);
    await session?.close();
  }

  async endAll(): Promise<void> {
    await Promise.all([...this.live.keys()].map((id) => this.end(id)));
  }

  get size(): number {
    return this.live.size;
  }
}
