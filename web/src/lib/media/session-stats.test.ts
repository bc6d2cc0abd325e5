// One getStats poll per call: the decoded-frame watch polls, the quality watch reads its reports.
import { describe, expect, it, vi } from 'vitest';
import { QualityTracker } from './quality-tracker';
import { watchQuality } from './quality-watch';
import { decodeFor, installSessionFakes, playing, setup } from './session-test-kit';

installSessionFakes();

const PAIR = { id: 'p', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.05 };
const audio = (lost: number, received: number) => ({ id: 'a', type: 'inbound-rtp', kind: 'audio', jitter: 0.01, packetsLost: lost, packetsReceived: received });

describe('VideoSession: one getStats poll for the frame watch and the quality watch', () => {
  it('polls every 500 ms for frames and samples quality every 2 s from those polls, with no getStats of its own', async () => {
    const s = setup();
    await playing(s);
    const pc = s.pc();
    pc.extraStats = [PAIR, audio(0, 100)];
    await decodeFor(s, 1_000);
    const onSample = vi.fn();
    const stop = watchQuality({ latestStats: () => s.session.latestStats, tracker: new QualityTracker(), onSample });
    const before = pc.statsCalls;

    await decodeFor(s, 2_000);
    // Four frame-watch ticks in 2 s, and nothing more: the quality sample used the latest of them.
    expect(pc.statsCalls - before).toBe(4);
    expect(onSample).toHaveBeenCalledOnce();
    expect(onSample).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'excellent' }), expect.objectContaining({ rttMs: 50, packetLossPct: 0 }));

    pc.extraStats = [PAIR, audio(50, 250)];
    await decodeFor(s, 2_000);
    expect(pc.statsCalls - before).toBe(8);
    expect(onSample).toHaveBeenCalledTimes(2);
    expect(onSample).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'poor', issues: ['packetLoss'] }), expect.objectContaining({ packetLossPct: 25 }));
    expect(s.session.getSnapshot()).toMatchObject({ state: 'playing', frozen: false });

    // Once the call is over there is nothing to sample, and no poll is left running.
    await s.session.hangUp();
    expect(s.session.latestStats).toBeNull();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(onSample).toHaveBeenCalledTimes(2);
    expect(pc.statsCalls - before).toBe(8);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
