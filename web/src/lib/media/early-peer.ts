// A call's peer connection, made while its join is on its way rather than once it has answered:
// at Connect All of 30 tiles RTCPeerConnection's constructor took about 5 ms of the main thread
// each (158 ms in all, in a page profile of the wall bench), every one after its join had answered
// and ahead of its answer. It is made a task after the join is sent, so that a wall's joins all
// leave first. The join's TURN servers, known only once it answers, are set on it then: ICE servers
// may change until the connection gathers, which it does only once it has a local description.
import type { SessionEnv } from './session-env';
import type { SessionTimers } from './session-timers';

export class EarlyPeer {
  private pc: RTCPeerConnection | null = null;
  private readonly timer: unknown;

  /** `initial`: the ICE servers a join without TURN servers leaves the call (the defaults). */
  constructor(private readonly env: Pick<SessionEnv, 'createPeerConnection'>, private readonly timers: SessionTimers, private readonly initial: RTCIceServer[]) {
    this.timer = timers.after(0, () => this.made());
  }

  /** The peer connection, with these ICE servers (the join's); made now if its task has not come yet. */
  take(iceServers: RTCIceServer[]): RTCPeerConnection {
    this.timers.clear(this.timer);
    const pc = this.made();
    if (JSON.stringify(iceServers) !== JSON.stringify(this.initial)) pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
    return pc;
  }

  /** The call ended: its connection, taken or not, is closed. */
  close(): void {
    this.timers.clear(this.timer);
    this.pc?.close();
  }

  private made(): RTCPeerConnection {
    this.pc ??= this.env.createPeerConnection({ iceServers: this.initial });
    return this.pc;
  }
}
