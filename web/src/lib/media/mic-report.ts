// Reports the user's own microphone in their meeting, so that other clinicians in a visit with the
// same room see whether the room can hear them (issue 16 item 5). One report at a time and the
// last state wins: quick Mute/Unmute clicks cannot arrive out of order and leave the others
// seeing the wrong state. Plain TypeScript, so the rule is tested without React.

export type SendMic = (meetingId: string, muted: boolean) => Promise<void>;
/** Runs a report when it may leave (call-lanes.ts afterConnecting). */
export type WhenFree = (run: () => Promise<void>) => Promise<void>;

export class MicReporter {
  /** muted as the backend last accepted it; null: not told yet in this meeting */
  private reported: boolean | null = null;
  private wanted: { meetingId: string; muted: boolean } | null = null;
  private sending = false;

  /**
   * `firstWhenFree`: how a meeting's first report leaves. The join already told the backend the
   * microphone (open for a visit, muted for a preview), and sent at once that report took the server
   * and the page while the call's answer was on its way; later changes always go at once.
   */
  constructor(private send: SendMic, private readonly firstWhenFree: WhenFree = (run) => run()) {}

  /** The session's meeting and microphone now; nothing is sent before the meeting exists. */
  update(meetingId: string | null, muted: boolean): void {
    if (!meetingId) return;
    // The first state of a meeting is always sent, whatever the backend assumed at join.
    if (this.wanted?.meetingId !== meetingId) this.reported = null;
    this.wanted = { meetingId, muted };
    void this.flush();
  }

  private async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.wanted && this.wanted.muted !== this.reported) {
        const { meetingId, muted } = this.wanted;
        try {
          const report = () => this.send(meetingId, muted);
          await (this.reported === null ? this.firstWhenFree(report) : report());
        } catch {
          // The next change tries again; meanwhile the others see the last state that arrived.
          return;
        }
        if (this.wanted.meetingId === meetingId) this.reported = muted;
      }
    } finally {
      this.sending = false;
    }
  }
}
