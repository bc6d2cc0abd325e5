import type { QualitySample } from './quality-score';

/** A quality sample plus the running counters the next sample needs for its deltas. */
export interface StatsSample extends QualitySample {
  packetsLost: number;
  packetsReceived: number;
  jitterBufferDelay: number;
  jitterBufferEmittedCount: number;
}

interface StatLike {
  type: string;
  [key: string]: unknown;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function selectedPair(stats: StatLike[]): StatLike | undefined {
  const transport = stats.find((s) => s.type === 'transport' && typeof s.selectedCandidatePairId === 'string');
  if (transport) return stats.find((s) => s.id === transport.selectedCandidatePairId);
  return stats.find((s) => s.type === 'candidate-pair' && s.state === 'succeeded' && s.nominated === true)
    ?? stats.find((s) => s.type === 'candidate-pair' && s.state === 'succeeded');
}

/**
 * One sample from getStats: round trip of the selected candidate pair, the audio jitter (video
 * jitter swings with every keyframe burst, so it would call a good line poor; it is used only
 * when a call has no audio),
 * packet loss and audio playout delay since the previous sample (cumulative counters would hide a
 * fresh burst of loss behind a long good call).
 */
export function sampleFromStats(report: RTCStatsReport, previous?: StatsSample | null): StatsSample {
  const stats: StatLike[] = [];
  report.forEach((value: StatLike) => stats.push(value));
  const inbound = stats.filter((s) => s.type === 'inbound-rtp');
  const pair = selectedPair(stats);

  const packetsLost = inbound.reduce((sum, s) => sum + Math.max(0, num(s.packetsLost)), 0);
  const packetsReceived = inbound.reduce((sum, s) => sum + num(s.packetsReceived), 0);
  const lost = packetsLost - (previous?.packetsLost ?? 0);
  const received = packetsReceived - (previous?.packetsReceived ?? 0);
  const packetLossPct = lost > 0 && lost + received > 0 ? (lost / (lost + received)) * 100 : 0;

  const audio = inbound.find((s) => s.kind === 'audio');
  const jitterBufferDelay = num(audio?.jitterBufferDelay);
  const jitterBufferEmittedCount = num(audio?.jitterBufferEmittedCount);
  const emitted = jitterBufferEmittedCount - (previous?.jitterBufferEmittedCount ?? 0);
  const speakerDelayMs = audio && emitted > 0
    ? ((jitterBufferDelay - (previous?.jitterBufferDelay ?? 0)) / emitted) * 1000
    : null;

  return {
    rttMs: num(pair?.currentRoundTripTime) * 1000,
    jitterMs: audio ? num(audio.jitter) * 1000 : Math.max(0, ...inbound.map((s) => num(s.jitter) * 1000)),
    packetLossPct,
    speakerDelayMs,
    packetsLost,
    packetsReceived,
    jitterBufferDelay,
    jitterBufferEmittedCount,
  };
}
