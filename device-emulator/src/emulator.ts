// Runs the devices the simulator assigns to this process: applies commands through the reducer,
// reports each status change, and finishes reboots after a delay.
import { initialState, reduce, type DeviceEvent, type DeviceState } from './device-state.ts';
import { LinkClient, type BackendMessage } from './link-client.ts';

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

  constructor(private readonly options: EmulatorOptions) {
    this.link = new LinkClient({
      ...options,
      onMessage: (message) => this.onMessage(message),
      onDisconnect: () => this.clear(),
    });
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
    }
  }

  private apply(id: number, event: DeviceEvent): boolean {
    const before = this.devices.get(id);
    if (!before) return false;
    const after = reduce(before, event);
    this.devices.set(id, after);
    if (after.status !== before.status || after.rebootCount !== before.rebootCount) this.report(after);
    return true;
  }

  private report(state: DeviceState): void {
    this.link.send({ type: 'status', device_id: state.id, status: state.status, reboot_count: state.rebootCount });
  }

  private clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.devices.clear();
  }
}
