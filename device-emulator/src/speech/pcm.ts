// Plain PCM helpers: rate conversion and loudness, shared by the speech and the voice detection.

/** Linear-interpolation resampling: enough for speech played to a person or measured for loudness. */
export function resample(input: Int16Array, from: number, to: number): Int16Array {
  if (from === to || input.length === 0) return input;
  const length = Math.floor((input.length * to) / from);
  const output = new Int16Array(length);
  const step = from / to;
  for (let i = 0; i < length; i += 1) {
    const at = i * step;
    const left = Math.floor(at);
    const right = Math.min(left + 1, input.length - 1);
    const fraction = at - left;
    output[i] = Math.round((input[left] ?? 0) * (1 - fraction) + (input[right] ?? 0) * fraction);
  }
  return output;
}

/** The loudness of a frame in dBFS (0 is full scale; silence is -Infinity). */
export function levelDb(frame: Int16Array): number {
  if (frame.length === 0) return -Infinity;
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  const rms = Math.sqrt(sum / frame.length) / 32768;
  return rms === 0 ? -Infinity : 20 * Math.log10(rms);
}

/**
 * The samples with every pause inside them (a run of whole frames quieter than `quietDb`) cut to
 * `maxPauseMs`; the quiet before the first sound and after the last stays. Frames are 20 ms.
 */
export function tightenPauses(samples: Int16Array, rate: number, quietDb: number, maxPauseMs: number): Int16Array {
  const frame = Math.round(rate / 50);
  const maxQuietFrames = Math.floor(maxPauseMs / 20);
  const count = Math.floor(samples.length / frame);
  const loud = Array.from({ length: count }, (_, i) => levelDb(samples.subarray(i * frame, (i + 1) * frame)) > quietDb);
  const first = loud.indexOf(true);
  const last = loud.lastIndexOf(true);
  if (first < 0) return samples;
  const kept: Int16Array[] = [samples.subarray(0, first * frame)];
  let quiet = 0;
  for (let i = first; i <= last; i += 1) {
    quiet = loud[i] ? 0 : quiet + 1;
    if (quiet <= maxQuietFrames) kept.push(samples.subarray(i * frame, (i + 1) * frame));
  }
  kept.push(samples.subarray((last + 1) * frame));
  const out = new Int16Array(kept.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of kept) { out.set(part, at); at += part.length; }
  return out;
}
