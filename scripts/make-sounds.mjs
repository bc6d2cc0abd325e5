// Writes the room notification sounds (live video §4: seven topic sounds plus the eICU request
// sound) as small WAV files into web/public/sounds/, synthesised here from sine partials with
// plain arithmetic: no recordings, no downloads, the same bytes on every run. The output is
// committed (about 165 KB in all); run `node scripts/make-sounds.mjs` after changing a voice, and
// `node scripts/make-sounds.mjs --check` (the scripts' tests do) to prove the files match it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 16_000;
const OUT = fileURLToPath(new URL('../web/public/sounds/', import.meta.url));

/** A struck note: partials (frequency ratio, weight) under an exponential decay, with a 5 ms attack. */
const note = (freq, start, length, { partials = [[1, 1]], decay = 6, gain = 0.5 } = {}) => ({ freq, start, length, partials, decay, gain });

/** A steady or swept tone (sirens, beacons): frequency moves linearly from `freq` to `to`. */
const sweep = (freq, to, start, length, gain = 0.35) => ({ freq, to, start, length, partials: [[1, 1], [3, 0.15]], decay: 0, gain });

const bellPartials = [[1, 1], [2.76, 0.45], [5.4, 0.25], [8.93, 0.1]];
const voices = {
  chime: [note(1047, 0, 0.6, { partials: [[1, 1], [2, 0.3]] }), note(1319, 0.15, 0.6, { partials: [[1, 1], [2, 0.3]] })],
  bell: [note(660, 0, 0.9, { partials: bellPartials, decay: 4 })],
  ding: [note(1568, 0, 0.45, { partials: [[1, 1], [3, 0.2]], decay: 9 })],
  pulse: [0, 0.14, 0.28].map((t) => note(880, t, 0.1, { decay: 0, gain: 0.4 })),
  ripple: [784, 988, 1175, 1568].map((f, i) => note(f, i * 0.07, 0.35, { decay: 10, gain: 0.35 })),
  beacon: [sweep(620, 620, 0, 0.25), sweep(930, 930, 0.3, 0.25)],
  siren: [sweep(700, 1200, 0, 0.35), sweep(1200, 700, 0.35, 0.35)],
  // Urgent and unlike the rest: three rising pairs.
  eicu_request: [0, 0.25, 0.5].flatMap((t) => [note(988, t, 0.1, { decay: 2, gain: 0.4 }), note(1319, t + 0.1, 0.12, { decay: 2, gain: 0.4 })]),
};

function render(events) {
  const seconds = Math.max(...events.map((e) => e.start + e.length)) + 0.02;
  const samples = new Float64Array(Math.ceil(seconds * RATE));
  for (const e of events) {
    const first = Math.floor(e.start * RATE);
    const count = Math.floor(e.length * RATE);
    let phase = 0;
    for (let i = 0; i < count; i += 1) {
      const t = i / RATE;
      const freq = e.to === undefined ? e.freq : e.freq + (e.to - e.freq) * (i / count);
      phase += (2 * Math.PI * freq) / RATE;
      // 5 ms attack and release keep the edges click-free.
      const edge = Math.min(1, t / 0.005, (e.length - t) / 0.005);
      const envelope = edge * Math.exp(-e.decay * t) * e.gain;
      let value = 0;
      for (const [ratio, weight] of e.partials) value += weight * Math.sin(phase * ratio);
      samples[first + i] += value * envelope;
    }
  }
  return samples;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_000), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const soundFiles = () => Object.entries(voices).map(([name, events]) => ({ file: `${name}.wav`, bytes: wav(render(events)) }));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const { file, bytes } of soundFiles()) {
    if (!check) writeFileSync(OUT + file, bytes);
    else if (!readFileSync(OUT + file).equals(bytes)) stale.push(file);
  }
  if (stale.length) {
    console.error(`out of date: ${stale.join(', ')} (run node scripts/make-sounds.mjs)`);
    process.exit(1);
  }
  console.log(check ? 'sounds up to date' : `wrote ${Object.keys(voices).length} sounds to ${OUT}`);
}
