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
