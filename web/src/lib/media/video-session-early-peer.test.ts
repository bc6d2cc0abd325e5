// The call's peer connection is made while its join is on its way (early-peer.ts).
import { describe, expect, it, vi } from 'vitest';
import { installSessionFakes, JOIN, setup } from './session-test-kit';
import { FakePeerConnection } from './test-fakes';
import type { JoinMeetingResponse } from './video-session';

installSessionFakes();

describe('the peer connection is made while the join is on its way', () => {
  it('exists a task after the join was sent, before the join answers, and is the one the call answers on', async () => {
    let answerJoin!: (join: JoinMeetingResponse) => void;
    const s = setup({ defaultIceUrls: [] }, () => new Promise((resolve) => { answerJoin = resolve; }));
    void s.session.start();
    expect(s.calls.join).toHaveBeenCalledOnce();
    // Not in the task that sends the join: a wall's 30 joins all leave first.
    expect(FakePeerConnection.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakePeerConnection.instances).toHaveLength(1);
    const early = FakePeerConnection.instances[0]!;
    answerJoin(JOIN);
    await vi.advanceTimersByTimeAsync(0);
    early.completeGathering();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakePeerConnection.instances).toHaveLength(1);
    expect(early.remoteDescription).toMatchObject({ type: 'offer', sdp: JOIN.sdp });
    expect(s.signals.map((signal) => signal.signal_type)).toContain('sdp-answer');
    expect(early.config.iceServers).toEqual([]);
    await s.session.hangUp();
  });

  it('takes the join\'s TURN servers before it gathers', async () => {
    const s = setup({ defaultIceUrls: [] }, async () => ({ ...JOIN, turn_servers: ['turn:user:secret@turn.example.org:3478'] }));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakePeerConnection.instances).toHaveLength(1);
    expect(s.pc().config.iceServers).toEqual([{ urls: 'turn:turn.example.org:3478', username: 'user', credential: 'secret' }]);
    await s.session.hangUp();
  });

  it('is closed when the call ends before the join answers', async () => {
    const s = setup({}, () => new Promise(() => undefined));
    void s.session.start();
    await vi.advanceTimersByTimeAsync(0);
    await s.session.hangUp();
    expect(FakePeerConnection.instances.map((pc) => pc.closed)).toEqual([true]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
