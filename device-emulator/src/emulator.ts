// Runs the devices the simulator assigns to this process: applies commands through the reducer,
// reports each status change, finishes reboots after a delay, and takes calls (media/).
import { initialState, reduce, type DeviceEvent, type DeviceState } from './device-state.ts';
import { LinkClient, type BackendMessage } from './link-client.ts';
import { CallRouter } from './media/call-router.ts';
import type { OverlayInfo } from './media/overlay-text.ts';

export interface EmulatorOptions {
  url: string;
  secret: string;
  emulatorId: string;
  capacity: number;
  rebootMs: number;
  log: (message: string) => void;
}

export class Emulator {
  readonly devices = new Map<number, DeviceState>();
  private link: LinkClient;
  private timers = new Set<NodeJS.Timeout>();
  private calls: CallRouter;

  constructor(private readonly options: EmulatorOptions) {
    this.link = new LinkClient({
      ...options,
      onMessage: (message) => this.onMessage(message),
      onDisconnect: () => this.clear(),
    });
    this.calls = new CallRouter({ send: (message) => this.link.send(message), callable: (id) => this.callable(id), log: options.log });
  }

  start(): void {
    this.link.start();
  }

  stop(): void {
    this.clear();
    this.link.stop();
  }

  private onMessage(message: BackendMessage): void {
    switch (message.type) {
      case 'assign':
        for (const device of message.devices) {
          const state = { ...initialState(device), status: device.status };
          this.devices.set(device.id, state);
          this.report(state);
        }
        this.options.log(`running ${message.devices.length} devices`);
        return;
      case 'command': {
        const ok = this.apply(message.device_id, { type: 'command', command: message.command });
        this.link.send({ type: 'ack', device_id: message.device_id, command_id: message.command_id, ok, ...(ok ? {} : { error: 'device not assigned here' }) });
        if (ok && message.command === 'reboot') {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.apply(message.device_id, { type: 'reboot-finished' });
          }, this.options.rebootMs);
          this.timers.add(timer);
        }
        return;
      }
      case 'join':
      case 'answer':
      case 'ice':
      case 'leave':
      case 'media_query':
      case 'media_faults':
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
    // The camera does not move until PTZ is emulated; the numbers are shown so a move is visible.
    return { deviceName: state.name, roomName: state.roomName, ptz: { pan: 0, tilt: 0, zoom: 0 } };
  }

  private apply(id: number, event: DeviceEvent): boolean {
    const before = this.devices.get(id);
    if (!before) return false;
    const after = reduce(before, event);
    this.devices.set(id, after);
    if (after.status !== before.status || after.rebootCount !== before.rebootCount) this.report(after);
    if (after.status !== 'online' && before.status === 'online') this.calls.endCalls(id);
    return true;
  }

  private report(state: DeviceState): void {
    this.link.send({ type: 'status', device_id: state.id, status: state.status, reboot_count: state.rebootCount });
  }

  private clear(): void {
    this.calls.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.devices.clear();
  }
}
