import { issuesFromStats, levelFromScore, scoreFromStats } from './quality-score';
import type { QualityLevel, QualityMetric, QualitySample, QualityScore } from './quality-score';

// Spec section 9: stats every 2 s, issue stats every 10 s, issues clear after 4 s, pulse 10 s.
export const QUALITY_SAMPLE_MS = 2_000;
const ISSUE_STATS_MS = 10_000;
const ISSUE_CLEAR_MS = 4_000;
const PULSE_MS = 10_000;
/** Consecutive better samples needed before the score rises. */
const RISE_AFTER_SAMPLES = 3;

export interface QualitySnapshot {
  score: QualityScore;
  level: QualityLevel;
  /** Metrics outside their good band, kept until good for ISSUE_CLEAR_MS. */
  issues: QualityMetric[];
  /** The indicator pulses for PULSE_MS after the level got worse. */
  pulsing: boolean;
}

export interface QualityTrackerOptions {
  now?: () => number;
}

/**
 * Smooths the score so the indicator can be trusted: a drop shows at once (the user hears it at
 * once), a rise only after several consecutive better samples (one lucky sample in a bad call
 * must not flash "excellent").
 */
export class QualityTracker {
  private score: QualityScore = 5;
  private sampled = false;
  private better: QualityScore[] = [];
  private lastBad = new Map<QualityMetric, number>();
  private pulseUntil = -Infinity;
  private lastIssueReport = -Infinity;
  private snapshot: QualitySnapshot = { score: 5, level: 'excellent', issues: [], pulsing: false };
  private readonly now: () => number;

  constructor(options: QualityTrackerOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  push(sample: QualitySample): QualitySnapshot {
    const at = this.now();
    const raw = scoreFromStats(sample);
    // null on the first sample: nothing to have dropped from.
    const before = this.sampled ? levelFromScore(this.score) : null;
    if (!this.sampled) {
      // The first sample is where the call starts, not a drop from an assumed "excellent": a call
      // that starts good must not open with the pulsing border of a call that got worse.
      this.sampled = true;
      this.score = raw;
    } else if (raw < this.score) {
      this.score = raw;
      this.better = [];
    } else if (raw > this.score) {
      this.better.push(raw);
      if (this.better.length >= RISE_AFTER_SAMPLES) {
        this.score = Math.min(...this.better) as QualityScore;
        this.better = [];
      }
    } else {
      this.better = [];
    }
    if (before !== null && rank(levelFromScore(this.score)) < rank(before)) this.pulseUntil = at + PULSE_MS;
    for (const metric of issuesFromStats(sample)) this.lastBad.set(metric, at);
    return this.refresh();
  }

  /** Recomputes the time-based parts (issues clearing, pulse ending) without a new sample. */
  refresh(): QualitySnapshot {
    const at = this.now();
    for (const [metric, when] of this.lastBad) if (at - when >= ISSUE_CLEAR_MS) this.lastBad.delete(metric);
    const next: QualitySnapshot = {
      score: this.score,
      level: levelFromScore(this.score),
      issues: [...this.lastBad.keys()].sort(),
      pulsing: at < this.pulseUntil,
    };
    const same = next.score === this.snapshot.score && next.pulsing === this.snapshot.pulsing
      && next.issues.join() === this.snapshot.issues.join();
    if (!same) this.snapshot = next;
    return this.snapshot;
  }

  /** The current issues when an issue-stats record is due (at most once per ISSUE_STATS_MS). */
  takeIssueReport(): QualityMetric[] | null {
    const at = this.now();
    const { issues } = this.refresh();
    if (issues.length === 0 || at - this.lastIssueReport < ISSUE_STATS_MS) return null;
    this.lastIssueReport = at;
    return issues;
  }
}

function rank(level: QualityLevel): number {
  switch (level) {
    case 'poor': return 0;
    case 'fair': return 1;
    case 'good': return 2;
    case 'excellent': return 3;
  }
}
