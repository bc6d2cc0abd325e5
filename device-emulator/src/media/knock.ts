// The door knock and greeting a device plays when a clinician joins with play_greeting: three raps
// and a two-tone chime, encoded once per process by ffmpeg as Opus (20 ms frames, like the room
// tone), kept as payloads. A call swaps them into its room-tone packets (same timing, sequence and
// timestamps), so the browser hears the knock on the call's own audio stream.
import { spawn } from 'node:child_process';
import { ffmpegPath } from './ffmpeg-args.ts';
import { bindLoopback } from './loopback.ts';
import { rtpPayloadOffset } from './vp8.ts';

const KNOCK = "aevalsrc=exprs='0.9*sin(2*PI*160*t)*exp(-30*mod(t,0.3))*lt(t,0.9)+0.3*sin(2*PI*660*t)*between(t,1.1,1.5)+0.3*sin(2*PI*880*t)*between(t,1.5,1.9)':s=48000:d=2";

let cached: Promise<Buffer[]> | null = null;

/** The knock's Opus payloads in order (about 100 frames of 20 ms); encoded on first use. */
export function knockPayloads(): Promise<Buffer[]> {
  cached ??= encode().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function encode(): Promise<Buffer[]> {
  const socket = await bindLoopback();
  const payloads: Buffer[] = [];
  socket.on('message', (packet) => {
    const offset = rtpPayloadOffset(packet);
    const type = (packet[1] ?? 0) & 0x7f;
    if (offset !== null && type === 111) payloads.push(Buffer.from(packet.subarray(offset)));
  });
  const args = [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', KNOCK,
    '-c:a', 'libopus', '-b:a', '32k', '-application', 'lowdelay', '-frame_duration', '20', '-ac', '2',
    '-payload_type', '111', '-ssrc', '3333', '-f', 'rtp', `rtp://127.0.0.1:${socket.address().port}?pkt_size=1200`,
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(ffmpegPath(), args, { stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg could not encode the knock (exit ${code})`))));
    });
    // Loopback datagrams sent just before ffmpeg exited may still be queued.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    socket.close();
  }
  if (payloads.length === 0) throw new Error('ffmpeg produced no knock audio');
  return payloads;
}
