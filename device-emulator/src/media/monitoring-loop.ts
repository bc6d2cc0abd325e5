// The cheap picture of a monitoring session (live video spec §4, session type monitoring): instead
// of an ffmpeg encoder per device, one recording per emulator process, made at first need, replayed
// from memory to each monitoring call (loop-playback.ts). Two timers for the whole process, one per
// media kind, pace every call's playback, so 30 monitored rooms cost 30 cheap packet copies a frame.
import { spawn } from 'node:child_process';
import type { CallSource } from './device-call.ts';
import { ffmpegPath, findFont, monitoringLoopArgs } from './ffmpeg-args.ts';
import { bindLoopback } from './loopback.ts';
import { LoopPlayback, loopFromPackets, type MediaLoop } from './loop-playback.ts';
import { isRtcp } from './vp8.ts';

export interface MonitoringLoops {
  video: MediaLoop;
  audio: MediaLoop;
}

const VIDEO_CLOCK = 90_000;
const AUDIO_CLOCK = 48_000;

let recorded: Promise<MonitoringLoops> | null = null;

/** The loops, recorded on first use; a failed recording is tried again at the next call. */
export function monitoringLoops(): Promise<MonitoringLoops> {
  recorded ??= record().catch(() => record()).catch((error: unknown) => {
    recorded = null;
    throw error;
  });
  return recorded;
}

async function record(): Promise<MonitoringLoops> {
  const [video, audio] = [await bindLoopback(), await bindLoopback()];
  const packets: Record<'video' | 'audio', Buffer[]> = { video: [], audio: [] };
  video.on('message', (packet) => { if (!isRtcp(packet)) packets.video.push(packet); });
  audio.on('message', (packet) => { if (!isRtcp(packet)) packets.audio.push(packet); });
  try {
    await new Promise<void>((resolve, reject) => {
      const args = monitoringLoopArgs({ videoPort: video.address().port, audioPort: audio.address().port, fontFile: findFont() });
      const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => { errors = (errors + chunk.toString()).slice(-2000); });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg could not record the monitoring picture (exit ${code}): ${errors.trim()}`))));
    });
    // Loopback datagrams sent just before ffmpeg exited may still be queued.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    video.close();
    audio.close();
  }
  return { video: loopFromPackets(packets.video, true), audio: loopFromPackets(packets.audio, false) };
}

type Tick = () => void;

/**
 * Calls every subscriber once per period, on a schedule that does not drift: a late timer runs the
 * missed ticks at once (each call's frames stay in order), but after a stall of more than a second
 * it starts the schedule again rather than sending a second's frames in one burst.
 */
export class Pacer {
  private readonly ticks = new Set<Tick>();
  private timer: NodeJS.Timeout | null = null;
  private started = 0;
  private done = 0;

  constructor(private readonly periodMs: number, private readonly now: () => number = performance.now.bind(performance)) {}

  add(tick: Tick): () => void {
    this.ticks.add(tick);
    if (!this.timer) {
      this.started = this.now();
      this.done = 0;
      this.schedule();
    }
    return () => {
      this.ticks.delete(tick);
      if (this.ticks.size === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  private schedule(): void {
    const wait = this.started + (this.done + 1) * this.periodMs - this.now();
    this.timer = setTimeout(() => this.run(), Math.max(0, wait));
  }

  private run(): void {
    let due = Math.floor((this.now() - this.started) / this.periodMs) - this.done;
    if (due * this.periodMs > 1000) {
      this.started = this.now() - this.periodMs;
      this.done = 0;
      due = 1;
    }
    for (; due > 0; due -= 1) {
      this.done += 1;
      for (const tick of this.ticks) tick();
    }
    if (this.ticks.size) this.schedule();
  }
}

const pacers = new Map<number, Pacer>();
const pacerFor = (periodMs: number): Pacer => {
  let pacer = pacers.get(periodMs);
  if (!pacer) pacers.set(periodMs, (pacer = new Pacer(periodMs)));
  return pacer;
};

/** A monitoring call's picture and room tone: its own playback of the shared loops, from a keyframe. */
export function loopSource(loops: MonitoringLoops): CallSource {
  let video: LoopPlayback | null = null;
  const play = (loop: MediaLoop, clock: number, started?: (playback: LoopPlayback) => void) => (listener: (packet: Buffer) => void) => {
    const playback = new LoopPlayback(loop);
    started?.(playback);
    const send = () => { for (const packet of playback.next()) listener(packet); };
    // The first frame (a keyframe) goes at once: the viewer sees a picture without waiting a tick.
    send();
    return pacerFor((1000 * loop.frameTicks) / clock).add(send);
  };
  return {
    // Playback starts at a keyframe, so nothing needs sending ahead of it.
    keyframePackets: () => [],
    onVideo: play(loops.video, VIDEO_CLOCK, (playback) => { video = playback; }),
    onAudio: play(loops.audio, AUDIO_CLOCK),
    restartVideo: () => video?.rewindToKeyframe(),
  };
}
