// Connection quality as a 1..5 score (spec sections 4 and 9). Each metric is banded good / fair /
// poor with the spec's thresholds; the call is only as good as its worst metric, because one bad
// metric (say 5 % loss) ruins a call whatever the others say.

export type QualityMetric = 'latency' | 'jitter' | 'packetLoss' | 'speakerDelay';
export type QualityLevel = 'excellent' | 'good' | 'fair' | 'poor';
export type QualityScore = 1 | 2 | 3 | 4 | 5;

export interface QualitySample {
  rttMs: number;
  jitterMs: number;
  packetLossPct: number;
  speakerDelayMs?: number | null;
}

/** Upper bounds of the good and fair bands; beyond fair is poor. */
const QUALITY_BANDS: Record<QualityMetric, { good: number; fair: number }> = {
  latency: { good: 350, fair: 700 },
  jitter: { good: 50, fair: 100 },
  packetLoss: { good: 1, fair: 3 },
  speakerDelay: { good: 100, fair: 200 },
};

function metricValues(sample: QualitySample): [QualityMetric, number][] {
  const values: [QualityMetric, number][] = [
    ['latency', sample.rttMs],
    ['jitter', sample.jitterMs],
    ['packetLoss', sample.packetLossPct],
  ];
  if (sample.speakerDelayMs != null) values.push(['speakerDelay', sample.speakerDelayMs]);
  return values;
}

/** 5 well inside good (half its bound), 4 good, 3 fair, 2 poor, 1 more than twice the fair bound. */
function metricScore(metric: QualityMetric, value: number): QualityScore {
  const { good, fair } = QUALITY_BANDS[metric];
  if (!Number.isFinite(value) || value < 0) return 5;
  if (value <= good / 2) return 5;
  if (value <= good) return 4;
  if (value <= fair) return 3;
  if (value <= fair * 2) return 2;
  return 1;
}

export function scoreFromStats(sample: QualitySample): QualityScore {
  let score: QualityScore = 5;
  for (const [metric, value] of metricValues(sample)) score = Math.min(score, metricScore(metric, value)) as QualityScore;
  return score;
}

/** The metrics outside their good band: what the indicator names as the problem. */
export function issuesFromStats(sample: QualitySample): QualityMetric[] {
  return metricValues(sample)
    .filter(([metric, value]) => metricScore(metric, value) <= 3)
    .map(([metric]) => metric);
}

export function levelFromScore(score: number): QualityLevel {
  if (score >= 5) return 'excellent';
  if (score >= 4) return 'good';
  if (score >= 3) return 'fair';
  return 'poor';
}
