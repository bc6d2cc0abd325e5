import { describe, expect, it } from 'vitest';
import { issuesFromStats, levelFromScore, QualityTracker, sampleFromStats, scoreFromStats } from './quality';

const GOOD = { rttMs: 40, jitterMs: 5, packetLossPct: 0, speakerDelayMs: 30 };

describe('scoreFromStats', () => {
  it.each([
    ['latency', { rttMs: 350 }, 'good'],
    ['latency', { rttMs: 351 }, 'fair'],
    ['latency', { rttMs: 700 }, 'fair'],
    ['latency', { rttMs: 701 }, 'poor'],
    ['jitter', { jitterMs: 50 }, 'good'],
    ['jitter', { jitterMs: 100 }, 'fair'],
    ['jitter', { jitterMs: 101 }, 'poor'],
    ['loss', { packetLossPct: 1 }, 'good'],
    ['loss', { packetLossPct: 3 }, 'fair'],
    ['loss', { packetLossPct: 3.1 }, 'poor'],
    ['speaker delay', { speakerDelayMs: 100 }, 'good'],
    ['speaker delay', { speakerDelayMs: 200 }, 'fair'],
    ['speaker delay', { speakerDelayMs: 201 }, 'poor'],
  ])('bands %s %o as %s', (_name, patch, level) => {
    expect(levelFromScore(scoreFromStats({ ...GOOD, ...patch }))).toBe(level);
  });

  it('is 5 for a clean call, 1 for a very bad one, and as bad as the worst metric', () => {
    expect(scoreFromStats(GOOD)).toBe(5);
    expect(levelFromScore(5)).toBe('excellent');
    expect(scoreFromStats({ ...GOOD, packetLossPct: 20 })).toBe(1);
    expect(scoreFromStats({ ...GOOD, rttMs: 500, packetLossPct: 5 })).toBe(2);
    expect(issuesFromStats({ ...GOOD, rttMs: 500, packetLossPct: 5 })).toEqual(['latency', 'packetLoss']);
    expect(issuesFromStats({ rttMs: 1, jitterMs: 1, packetLossPct: 0, speakerDelayMs: null })).toEqual([]);
  });
});

describe('QualityTracker', () => {
  function tracker() {
    let now = 0;
    const t = new QualityTracker({ now: () => now });
    return { t, tick: (ms = 2_000) => { now += ms; } };
  }

  it('starts from the first sample: a call that starts good neither pulses nor claims a drop', () => {
    const { t, tick } = tracker();
    expect(t.push({ ...GOOD, rttMs: 300 })).toEqual({ score: 4, level: 'good', issues: [], pulsing: false });
    tick();
    expect(t.push({ ...GOOD, packetLossPct: 8 })).toMatchObject({ level: 'poor', pulsing: true });
  });

  it('falls at once and recovers only after three better samples in a row', () => {
    const { t, tick } = tracker();
    t.push(GOOD);
    tick();
    expect(t.push({ ...GOOD, packetLossPct: 8 }).level).toBe('poor');
    tick();
    expect(t.push(GOOD).level).toBe('poor');
    tick();
    expect(t.push(GOOD).level).toBe('poor');
    tick();
    t.push({ ...GOOD, packetLossPct: 8 });
    tick();
    t.push(GOOD);
    tick();
    expect(t.push(GOOD).level).toBe('poor');
    tick();
    expect(t.push(GOOD).level).toBe('excellent');
  });

  it('names the bad metrics, clears them 4 s after they are good, and pulses 10 s after a drop', () => {
    const { t, tick } = tracker();
    t.push(GOOD);
    const bad = t.push({ ...GOOD, jitterMs: 150 });
    expect(bad).toMatchObject({ issues: ['jitter'], pulsing: true });
    tick(2_000);
    expect(t.push(GOOD).issues).toEqual(['jitter']);
    tick(2_000);
    expect(t.push(GOOD).issues).toEqual([]);
    tick(5_999);
    expect(t.refresh().pulsing).toBe(true);
    tick(1);
    expect(t.refresh().pulsing).toBe(false);
  });

  it('reports issues for the metrics at most every 10 s', () => {
    const { t, tick } = tracker();
    expect(t.takeIssueReport()).toBeNull();
    t.push({ ...GOOD, rttMs: 900 });
    expect(t.takeIssueReport()).toEqual(['latency']);
    tick(2_000);
    t.push({ ...GOOD, rttMs: 900 });
    expect(t.takeIssueReport()).toBeNull();
    tick(8_000);
    t.push({ ...GOOD, rttMs: 900 });
    expect(t.takeIssueReport()).toEqual(['latency']);
  });
});

describe('sampleFromStats', () => {
  const report = (lost: number, received: number, emitted: number, delay: number) => new Map<string, object>([
    ['t', { id: 't', type: 'transport', selectedCandidatePairId: 'p' }],
    ['p', { id: 'p', type: 'candidate-pair', currentRoundTripTime: 0.12 }],
    ['other', { id: 'other', type: 'candidate-pair', currentRoundTripTime: 9 }],
    ['a', { id: 'a', type: 'inbound-rtp', kind: 'audio', jitter: 0.02, packetsLost: lost, packetsReceived: received, jitterBufferDelay: delay, jitterBufferEmittedCount: emitted }],
    ['v', { id: 'v', type: 'inbound-rtp', kind: 'video', jitter: 0.035, packetsLost: 0, packetsReceived: received }],
  ]) as unknown as RTCStatsReport;

  it('reads the selected pair round trip, the audio jitter and loss since the previous sample', () => {
    const first = sampleFromStats(report(0, 1_000, 1_000, 50));
    // The video's 35 ms is left out: keyframe bursts make video jitter no measure of the line.
    expect(first).toMatchObject({ rttMs: 120, jitterMs: 20, packetLossPct: 0, speakerDelayMs: 50 });
    const second = sampleFromStats(report(20, 1_490, 2_000, 130), first);
    expect(second.packetLossPct).toBeCloseTo(2);
    expect(second.speakerDelayMs).toBeCloseTo(80);
  });

  it('uses the video jitter when the call has no audio', () => {
    const videoOnly = new Map<string, object>([['v', { id: 'v', type: 'inbound-rtp', kind: 'video', jitter: 0.035, packetsLost: 0, packetsReceived: 10 }]]) as unknown as RTCStatsReport;
    expect(sampleFromStats(videoOnly).jitterMs).toBeCloseTo(35);
  });
});
