// The wall's playing tiles without a browser: one microphone and one room's sound at a time, a
// visit in this tab quieting the wall, decoding only in sight, and quality records for save_metrics.
import { describe, expect, it, vi } from 'vitest';
import type { VideoMetricRecord } from '../../../lib/media/metrics-queue';
import { holdOpen } from '../../../lib/media/open-sessions';
import type { VideoSession } from '../../../lib/media/video-session';
import { TileController } from './tile-controller';
import { FakeSession, installWallFakes, latest, makeWall, monitors, reported } from './wall-test-kit';

installWallFakes();

describe('the wall\'s playing tiles', () => {
  it('a playing tile records its quality for save_metrics: stats once a minute, a warning when packets go missing', async () => {
    const records: VideoMetricRecord[] = [];
    let lost = 0;
    let received = 0;
    const session = new FakeSession();
    // A fresh report on every read: 100 packets more each time, `lost` of them missing so far.
    Object.defineProperty(session, 'latestStats', { get: () => {
      received += 100;
      return new Map<string, object>([
        ['p', { id: 'p', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.05 }],
        ['a', { id: 'a', type: 'inbound-rtp', kind: 'audio', jitter: 0.01, packetsLost: lost, packetsReceived: received }],
      ]);
    } });
    const tile = new TileController({
      createSession: () => session as unknown as VideoSession,
      reportMic: async () => undefined,
      metrics: { push: (record) => records.push(record), divisionId: 7 },
    });
    tile.connect();
    session.set({ state: 'playing', meetingId: 'm-1', videoDeviceId: 12 });
    await vi.advanceTimersByTimeAsync(125_000);
    const stats = records.filter((r) => r.metric_type === 'stats');
    expect(stats).toHaveLength(3);
    expect(stats[0]).toMatchObject({ video_device_id: 12, division_id: 7, meeting_id: 'm-1', metrics: { packet_loss_pct: 0 } });
    expect(records.some((r) => r.metric_type === 'warning')).toBe(false);
    lost = 60;
    await vi.advanceTimersByTimeAsync(12_000);
    expect(records.filter((r) => r.metric_type === 'warning').at(-1)).toMatchObject({ video_device_id: 12, metrics: { issues: ['packetLoss'] } });
    tile.disconnect();
    const after = records.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(records).toHaveLength(after);
  });

  it('Talk opens one microphone at a time, reports it, and listens to that room only', async () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connect(1);
    wall.connect(2);
    latest(1).set({ state: 'playing' });
    latest(2).set({ state: 'playing' });
    await wall.talk(1, true);
    expect(wall.tileFor(1).getState()).toMatchObject({ talking: true, audible: true });
    expect(reported).toEqual([[latest(1).snapshot.meetingId, false]]);
    await wall.talk(2, true);
    expect(latest(1).setTalking).toHaveBeenLastCalledWith(false);
    expect(wall.tileFor(1).getState()).toMatchObject({ talking: false, audible: false });
    expect(wall.tileFor(2).getState()).toMatchObject({ talking: true, audible: true });
    expect(wall.getState()).toMatchObject({ talkingId: 2, listeningId: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(reported.at(-2)).toEqual([latest(1).snapshot.meetingId, true]);
    wall.listen(3);
    expect([latest(1).audible, latest(2).audible]).toEqual([false, false]);
  });

  it("a visit starting in this tab closes the wall's Talk and Listen; Talk mutes a visit's microphone", async () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connect(1);
    latest(1).set({ state: 'playing' });
    await wall.talk(1, true);
    wall.quiet();
    await vi.advanceTimersByTimeAsync(0);
    expect(latest(1).setTalking).toHaveBeenLastCalledWith(false);
    expect(wall.getState()).toMatchObject({ talkingId: null, listeningId: null });
    expect(latest(1).audible).toBe(false);

    // The overlay's visit, open in this tab with its microphone on.
    const visit = { isVisit: true, setMicMuted: vi.fn(), getSnapshot: () => ({ meetingId: 'm-visit' }) };
    const lifetime = new AbortController();
    holdOpen(visit as unknown as VideoSession, lifetime.signal);
    await wall.talk(1, true);
    expect(visit.setMicMuted).toHaveBeenCalledWith(true);
    lifetime.abort();
  });

  it('decodes only tiles in sight while the tab is shown, and resumes them at once', () => {
    const wall = makeWall();
    wall.sync(monitors);
    wall.connect(1);
    wall.connect(2);
    wall.setInSight(2, false);
    expect([latest(1).receiving, latest(2).receiving]).toEqual([true, false]);
    wall.setPageShown(false);
    expect([latest(1).receiving, latest(2).receiving]).toEqual([false, false]);
    wall.setPageShown(true);
    wall.setInSight(2, true);
    expect([latest(1).receiving, latest(2).receiving]).toEqual([true, true]);
  });
});
