import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QualityTracker } from './quality-tracker';
import { statsRecord, warningRecord, watchQuality } from './quality-watch';

function report(lost: number, received: number) {
  return new Map<string, object>([
    ['p', { id: 'p', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.05 }],
    ['a', { id: 'a', type: 'inbound-rtp', kind: 'audio', jitter: 0.01, packetsLost: lost, packetsReceived: received }],
  ]) as unknown as RTCStatsReport;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchQuality', () => {
  it('samples every 2 s and turns poor on fresh loss, until stopped', async () => {
    const reports = [report(0, 100), report(0, 200), report(50, 250)];
    const latestStats = vi.fn(() => reports.shift() ?? null);
    const onSample = vi.fn();
    const stop = watchQuality({ latestStats, tracker: new QualityTracker(), onSample });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSample).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onSample).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'excellent' }), expect.objectContaining({ packetLossPct: 0 }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onSample).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'poor', issues: ['packetLoss'] }), expect.anything());
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latestStats).toHaveBeenCalledTimes(3);
  });

  it('samples only fresh reports: one already sampled would show no traffic, so it waits for the next', async () => {
    const first = report(0, 100);
    const reports = [first, first, first, report(30, 170)];
    const latestStats = vi.fn(() => reports.shift() ?? null);
    const onSample = vi.fn();
    const stop = watchQuality({ latestStats, tracker: new QualityTracker(), onSample });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(latestStats).toHaveBeenCalledTimes(3);
    expect(onSample).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onSample).toHaveBeenCalledOnce();
    expect(onSample).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'poor' }), expect.objectContaining({ packetLossPct: 30 }));
    stop();
  });

  it('builds stats and warning records for the metrics queue', () => {
    const sample = { rttMs: 50, jitterMs: 10, packetLossPct: 0, speakerDelayMs: null, packetsLost: 0, packetsReceived: 1, jitterBufferDelay: 0, jitterBufferEmittedCount: 0 };
    const context = { videoDeviceId: 12, divisionId: 1, meetingId: 'm-1' };
    const at = new Date('2026-01-01T00:00:00Z');
    expect(statsRecord(sample, 5, context, at)).toEqual({
      timestamp: '2026-01-01T00:00:00.000Z', metric_type: 'stats', video_device_id: 12, division_id: 1, meeting_id: 'm-1',
      metrics: { rtt_ms: 50, jitter_ms: 10, packet_loss_pct: 0, speaker_delay_ms: null, score: 5 },
    });
    expect(warningRecord(['jitter'], sample, context, at)).toEqual({
      timestamp: '2026-01-01T00:00:00.000Z', metric_type: 'warning', video_device_id: 12, division_id: 1, meeting_id: 'm-1',
      metrics: { issues: ['jitter'], rtt_ms: 50, jitter_ms: 10, packet_loss_pct: 0, speaker_delay_ms: null },
    });
  });
});
