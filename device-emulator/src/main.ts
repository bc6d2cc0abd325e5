// Starts one emulator process. SIMULATOR_URL points at the simulator (ws://localhost:8080 by
// default); several processes may run side by side, each taking up to EMULATOR_CAPACITY devices.
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { Emulator } from './emulator.ts';
import { ffmpegPath } from './media/ffmpeg-args.ts';
import { READY_PEERS } from './media/prepared-peer.ts';

// Calls encode their synthetic camera with ffmpeg; say at once when it is missing, not per call.
if (spawnSync(ffmpegPath(), ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.warn(`[device-emulator] ffmpeg (${ffmpegPath()}) does not run: devices will refuse calls. Reinstall with npm install, or set FFMPEG_PATH to an ffmpeg with libvpx and libopus.`);
}

const base = (process.env.SIMULATOR_URL ?? `ws://localhost:${process.env.PORT ?? 8080}`).replace(/^http/, 'ws').replace(/\/$/, '');
const emulator = new Emulator({
  url: `${base}/device-link`,
  secret: process.env.DEVICE_LINK_SECRET ?? 'dev-device-link-secret',
  emulatorId: process.env.EMULATOR_ID ?? `${hostname()}-${process.pid}`,
  capacity: Number(process.env.EMULATOR_CAPACITY ?? 20_000),
  rebootMs: Number(process.env.EMULATOR_REBOOT_MS ?? 3000),
  ptzRebootMs: Number(process.env.EMULATOR_PTZ_REBOOT_MS ?? 1000),
  // Wi-Fi devices (network_interface wlan*) report their signal this often.
  metricsMs: Number(process.env.EMULATOR_METRICS_MS ?? 10_000),
  // Offers made ahead of the joins: a wall's Connect All answered at once (prepared-peer.ts).
  readyPeers: Number(process.env.EMULATOR_READY_PEERS ?? READY_PEERS),
  log: (message) => console.log(`[device-emulator] ${message}`),
});
emulator.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    emulator.stop();
    process.exit(0);
  });
}
