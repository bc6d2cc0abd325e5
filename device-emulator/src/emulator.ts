// Runs the devices the simulator assigns to this process: applies commands through the reducer,
// reports each status change, finishes reboots after a delay, takes calls (media/), answers the
// control channel (control/), moves the camera while a pan or tilt runs, and reports Wi-Fi.
import { applyControl, counted } from './control/control-reducer.ts';
import type { CameraMessage, ControlReply } from './control/control-messages.ts';
import { commandRefusal, initialState, reduce, report, type DeviceEvent, type DeviceState } from './device-state.ts';
import { LinkClient, type BackendMessage } from './link-client.ts';
import { CallRouter } from './media/call-router.ts';
import { knockPayloads } from './media/knock.ts';
import type { OverlayInfo } from './media/overlay-text.ts';
import { HOME } from './ptz.ts';
import { wifiReport } from './wifi.ts';

export interface EmulatorOptions {
  url: string;
  secret: string;
  emulatorId: string;
  capacity: number;
  rebootMs: number;
  /** How long the PTZ head is busy after reboot_ptz. */
  ptzRebootMs: number;
  /** Wi-Fi report period. */
  metricsMs: number;
  /** Peers kept prepared for the next joins, whichever devices they are for (prepared-peer.ts). */
  readyPeers?: number;
  log: (message: string) => void;
}

/** How often a moving camera advances and tells the browser where it is. */
const MOTION_TICK_MS = 100;

const overlayOf = (state: DeviceState): OverlayInfo => ({ deviceName: state.name, roomName: state.roomName, ptz: state.ptz, volume: state.volume, tv: state.tv });

export class Emulator {
  readonly devices = new Map<number, DeviceState>();
  private link: LinkClient;
  private timers = new Set<NodeJS.Timeout>();
  private motion = new Map<number, NodeJS.Timeout>();
  private metricsTimer: NodeJS.Timeout | null = null;
  private calls: CallRouter;

  constructor(private readonly options: EmulatorOptions) {
    this.link = new LinkClient({
      ...options,
      onMessage: (message) => this.onMessage(message),
      onDisconnect: () => this.clear(),
    });
    this.calls = new CallRouter({
      send: (message) => this.link.send(message),
      callable: (id) => this.callable(id),
      log: options.log,
      control: (id, message, ptz) => this.control(id, message, ptz),
      describe: (id) => { const state = this.devices.get(id); return state && report(state); },
      onKnockPlayed: (id) => this.apply(id, { type: 'knock-played' }),
      position: (id) => this.devices.get(id)?.ptz ?? HOME,
      training: (id) => this.devices.get(id)?.kind === 'trainingvideo',
      readyPeers: { size: options.readyPeers ?? 0 },
    });
  }

  start(): void {
    this.link.start();
    // Encoded now so the first call with a greeting does not wait for it (it is retried on use).
    void knockPayloads().catch((error: unknown) => this.options.log(`door knock unavailable: ${error instanceof Error ? error.message : String(error)}`));
    this.metricsTimer = setInterval(() => { for (const state of this.devices.values()) this.sendWifi(state); }, this.options.metricsMs);
  }

  stop(): void {
    this.clear();
    this.calls.stop();
    if (this.metricsTimer) clearInterval(this.metricsTimer);
    this.link.stop();
  }

  private onMessage(message: BackendMessage): void {
    switch (message.type) {
      case 'assign':
        // An assignment replaces the last one (the simulator assigns afresh after a store reset).
        this.clear();
        for (const device of message.devices) {
          const state = { ...initialState(device), status: device.status };
          this.devices.set(device.id, state);
          this.report(state);
        }
        this.options.log(`running ${message.devices.length} devices`);
        return;
      case 'command': {
        const state = this.devices.get(message.device_id);
        const error = state ? commandRefusal(state, message.command) : 'device not assigned here';
        if (!error) this.apply(message.device_id, { type: 'command', command: message.command });
        this.link.send({ type: 'ack', device_id: message.device_id, command_id: message.command_id, ok: !error, ...(error ? { error } : {}) });
        if (!error && message.command === 'reboot') this.later(this.options.rebootMs, message.device_id, { type: 'reboot-finished' });
        if (!error && message.command === 'reboot_ptz') this.later(this.options.ptzRebootMs, message.device_id, { type: 'ptz-reboot-finished' });
        return;
      }
      case 'set_volume':
      case 'tv_ir': {
        const event: DeviceEvent = message.type === 'set_volume' ? { type: 'set-volume', volume: message.volume } : { type: 'tv-ir', action: message.action };
        const ok = this.apply(message.device_id, event);
        // A TV command's ack says what the TV is now, so the backend knows which power action to offer.
        const tv = message.type === 'tv_ir' ? this.devices.get(message.device_id)?.tv : undefined;
        this.link.send({ type: 'ack', device_id: message.device_id, command_id: message.command_id, ok, ...(ok ? {} : { error: 'device not assigned here' }), ...(tv ? { tv: { ...tv } } : {}) });
        return;
      }
      case 'media_faults':
        this.calls.handle(message);
        // An override is seen at once, not at the next report.
        if (message.faults.wifi_signal) this.sendWifi(this.devices.get(message.device_id));
        return;
      case 'join':
      case 'answer':
      case 'ice':
      case 'leave':
      case 'media_query':
      case 'drop_calls':
        this.calls.handle(message);
        return;
    }
  }

  /** What the device's camera shows, or why it cannot take a call. */
  private callable(id: number): OverlayInfo | { refused: string } {
    const state = this.devices.get(id);
    if (!state) return { refused: 'the device is not run by this emulator' };
    if (state.status !== 'online') return { refused: `the device is ${state.rebooting ? 'rebooting' : state.status}` };
    return overlayOf(state);
  }

  /** Answers one control-channel message; a broken one is counted and refused, never thrown. */
  private control(id: number, parsed: CameraMessage, ptz: boolean): ControlReply {
    const state = this.devices.get(id);
    if (!state) return { type: 'ack', id: '', ok: false, error: 'The device is not run by this emulator', ptz: HOME };
    if (!parsed.ok) {
      this.set(id, counted(state, 'invalid'));
      return { type: 'ack', id: parsed.id, ok: false, error: parsed.error, ptz: state.ptz };
    }
    const result = applyControl(state, parsed.command, ptz);
    this.set(id, result.state);
    return { type: 'ack', id: parsed.command.id, ok: result.error === null, ...(result.error ? { error: result.error } : {}), ptz: result.state.ptz };
  }

  private apply(id: number, event: DeviceEvent): boolean {
    const before = this.devices.get(id);
    if (!before) return false;
    this.set(id, reduce(before, event));
    return true;
  }

  /** Stores a device's new state and acts on what changed: status, picture, camera motion. */
  private set(id: number, after: DeviceState): void {
    const before = this.devices.get(id);
    if (!before) return;
    this.devices.set(id, after);
    if (after.status !== before.status || after.rebootCount !== before.rebootCount) this.report(after);
    if (after.status !== 'online' && before.status === 'online') this.calls.endCalls(id);
    if (after.ptz !== before.ptz || after.volume !== before.volume || after.tv !== before.tv) this.calls.updateOverlay(id, overlayOf(after));
    if (after.motion && !this.motion.has(id)) this.startMotion(id);
    if (!after.motion && this.motion.has(id)) this.stopMotion(id, after);
  }

  private startMotion(id: number): void {
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      this.apply(id, { type: 'tick', ms: now - last });
      last = now;
      const state = this.devices.get(id);
      // The last tick's state (moving false at a limit) is sent by stopMotion.
      if (state?.motion) this.calls.broadcast(id, { type: 'ptz_state', ptz: state.ptz, moving: true });
    }, MOTION_TICK_MS);
    this.motion.set(id, timer);
  }

  private stopMotion(id: number, state: DeviceState): void {
    clearInterval(this.motion.get(id));
    this.motion.delete(id);
    this.calls.broadcast(id, { type: 'ptz_state', ptz: state.ptz, moving: false });
  }

  /** Sends an online Wi-Fi device's signal: its media fault's override, else its own. */
  private sendWifi(state: DeviceState | undefined): void {
    if (state?.status !== 'online') return;
    const wifi = wifiReport(state, this.calls.faults(state.id).wifi_signal);
    if (wifi) this.link.send(wifi);
  }

  private later(ms: number, id: number, event: DeviceEvent): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.apply(id, event);
    }, ms);
    this.timers.add(timer);
  }

  private report(state: DeviceState): void {
    this.link.send({ type: 'status', device_id: state.id, status: state.status, reboot_count: state.rebootCount, tv: { ...state.tv } });
  }

  private clear(): void {
    this.calls.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const timer of this.motion.values()) clearInterval(timer);
    this.motion.clear();
    this.devices.clear();
  }
}
