// Connection quality (spec sections 4 and 9): the score, its smoothing tracker and the getStats
// sampling, in one import for the indicator and the metrics.
export * from './quality-score';
export * from './quality-tracker';
export * from './stats-sample';
