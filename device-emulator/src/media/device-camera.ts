// One device's camera and microphone while it has calls: an ffmpeg process encoding the synthetic
// picture (VP8) and room tone (Opus) to RTP on loopback, read here and fanned out to every call.
// The packets since the last keyframe are kept so a call that connects later starts at once.
import { spawn, type ChildProcess } from 'node:child_process';
import type dgram from 'node:dgram';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { cameraArgs, ffmpegPath, findFont } from './ffmpeg-args.ts';
import { KeyframeCache } from './keyframe-cache.ts';
import { bindLoopback } from './loopback.ts';
import { overlayText, sceneText, type OverlayInfo } from './overlay-text.ts';
import { isRtcp, LongPictureIds } from './vp8.ts';

type Listener = (packet: Buffer) => void;

export class DeviceCamera {
  private readonly cache = new KeyframeCache();
  private readonly pictureIds = new LongPictureIds();
  private readonly videoListeners = new Set<Listener>();
  private readonly audioListeners = new Set<Listener>();
  private sockets: dgram.Socket[] = [];
  private ffmpeg: ChildProcess | null = null;
  private stopped = false;
  private black = false;
  // What each file holds now: the overlay is asked to update on every motion tick, mostly unchanged.
  private readonly written = new Map<string, string>();

  constructor(private readonly overlayFile: string, private info: OverlayInfo, private readonly log: (message: string) => void) {}

  private get blackFile(): string {
    return `${this.overlayFile}.black`;
  }

  private get sceneFile(): string {
    return `${this.overlayFile}.scene`;
  }

  /** Resolves once ffmpeg runs; rejects when it cannot start (not installed). */
  async start(): Promise<void> {
    this.writeOverlay();
    this.writeBlack();
    const [video, audio] = [await bindLoopback(), await bindLoopback()];
    this.sockets = [video, audio];
    video.on('message', (received: Buffer) => {
      if (isRtcp(received)) return;
      const packet = this.pictureIds.next(received);
      this.cache.push(packet);
      for (const listener of this.videoListeners) listener(packet);
    });
    audio.on('message', (packet) => {
      if (isRtcp(packet)) return;
      for (const listener of this.audioListeners) listener(packet);
    });
    const args = cameraArgs({ overlayFile: this.overlayFile, blackFile: this.blackFile, sceneFile: this.sceneFile, videoPort: video.address().port, audioPort: audio.address().port, fontFile: findFont() });
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.ffmpeg = child;
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => { errors = (errors + chunk.toString()).slice(-2000); });
    child.on('exit', (code, signal) => {
      if (!this.stopped) this.log(`ffmpeg stopped unexpectedly (${signal ?? code}): ${errors.trim()}`);
    });
    await new Promise<void>((resolve, reject) => {
      child.once('spawn', resolve);
      child.once('error', (error) => {
        this.stop();
        reject(new Error(`the camera could not start: ${error.message.includes('ENOENT') ? 'ffmpeg is not installed on the emulator host' : error.message}`));
      });
    });
  }

  onVideo(listener: Listener): () => void {
    this.videoListeners.add(listener);
    return () => this.videoListeners.delete(listener);
  }

  onAudio(listener: Listener): () => void {
    this.audioListeners.add(listener);
    return () => this.audioListeners.delete(listener);
  }

  /** The packets from the last keyframe on, for a call that is just connecting. */
  keyframePackets(): readonly Buffer[] {
    return this.cache.snapshot();
  }

  update(info: OverlayInfo): void {
    this.info = info;
    this.writeOverlay();
  }

  /** Blacks the picture out (frames keep flowing) or brings it back. */
  setBlack(black: boolean): void {
    if (black === this.black) return;
    this.black = black;
    if (!this.stopped && this.sockets.length) this.writeBlack();
  }

  stop(): void {
    this.stopped = true;
    this.ffmpeg?.kill('SIGTERM');
    this.ffmpeg = null;
    for (const socket of this.sockets) socket.close();
    this.sockets = [];
    this.videoListeners.clear();
    this.audioListeners.clear();
    this.cache.clear();
    for (const file of [this.overlayFile, this.blackFile, this.sceneFile]) rmSync(file, { force: true });
  }

  private writeOverlay(): void {
    this.replace(this.overlayFile, overlayText(this.info));
    this.replace(this.sceneFile, sceneText(this.info.ptz));
  }

  private writeBlack(): void {
    this.replace(this.blackFile, this.black ? 'X' : '');
  }

  /** Replaces a file whole (write then rename): drawtext re-reads it every frame and must never read half of it. */
  private replace(path: string, text: string): void {
    if (this.written.get(path) === text) return;
    this.written.set(path, text);
    const temporary = `${path}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  }
}
