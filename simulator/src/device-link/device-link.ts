// The backend end of the device link (openapi/device-link.yaml): emulator processes connect, are
// assigned devices, report status, and receive commands. A status change updates the store and
// is published as device-status-changed on the hospital channel of the device's division; a Wi-Fi
// report updates the device's metrics and is published as wifi-stats (there too); the TV a device
// reports (with its status and in a TV command's ack) is its state.tv. Calls ride the same link
// (device-calls.ts).
import { randomUUID } from 'node:crypto';
import type { components } from '@bedside/openapi/device-link';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { divisionChannel, type EventMap, type EventName } from '../realtime/channels.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { Store } from '../store/store.ts';
import { DeviceCalls } from './device-calls.ts';
import { parseDeviceMessage } from './messages.ts';

type Schemas = components['schemas'];
/** dBm a Wi-Fi report must move (with the same signal state) before it is stored and published. */
const WIFI_STRENGTH_STEP = 3;
/** How long a TV command waits for the device's ack before it counts as unanswered. */
const ACK_WAIT_MS = 5_000;
interface Emulator { id: string; socket: WebSocket; capacity: number; devices: Set<number> }
type CommandAck = Schemas['CommandAck'];
interface PendingAck { deviceId: number; settle: (ack: CommandAck | null) => void }

export class DeviceLink {
  private emulators = new Set<Emulator>();
  private holder = new Map<number, Emulator>();
  /** Devices assigned to an emulator that have not reported their status since. */
  private unreported = new Set<number>();
  /** Commands waiting for the device's ack, by command id. */
  private pendingAcks = new Map<string, PendingAck>();
  readonly rebootCounts = new Map<number, number>();
  readonly calls: DeviceCalls;

  constructor(private store: Store, private publisher: Publisher, private log: FastifyBaseLogger) {
    this.calls = new DeviceCalls((deviceId, frame) => this.sendTo(deviceId, frame), (deviceId, event, data) => this.publishFor(deviceId, event, data), log);
  }

  get emulatorCount(): number {
    return this.emulators.size;
  }

  /** Assigned devices still to report: until none are, a device list shows them offline. */
  get devicesAwaitingStatus(): number {
    return this.unreported.size;
  }

  emulatorOf(deviceId: number): string | null {
    return this.holder.get(deviceId)?.id ?? null;
  }

  accept(socket: WebSocket): void {
    let emulator: Emulator | null = null;
    socket.on('message', (raw) => {
      try {
        emulator = this.onMessage(socket, emulator, raw.toString());
      } catch (error) {
        this.log.error({ err: error }, 'device link message failed');
      }
    });
    socket.on('close', () => {
      if (!emulator) return;
      this.emulators.delete(emulator);
      for (const id of this.release(emulator)) void this.setStatus(id, 'offline');
      this.log.info({ emulator: emulator.id }, 'emulator disconnected; its devices are offline');
    });
  }

  /**
   * After a store reset (/sim/reset) the devices are new ones: each connected emulator is assigned
   * afresh (it drops what it ran), and the new devices count as awaited until they report.
   */
  reassignEmulators(): void {
    for (const emulator of this.emulators) this.release(emulator);
    for (const emulator of this.emulators) this.assign(emulator, emulator.capacity);
  }

  /** Lets go of an emulator's devices: their commands unanswered, their calls gone. */
  private release(emulator: Emulator): number[] {
    const ids = [...emulator.devices];
    for (const pending of this.pendingAcks.values()) if (emulator.devices.has(pending.deviceId)) pending.settle(null);
    for (const id of ids) {
      this.holder.delete(id);
      this.unreported.delete(id);
      this.calls.deviceGone(id);
    }
    emulator.devices.clear();
    return ids;
  }

  /** Handles one frame; returns the connection's emulator (set by hello). */
  private onMessage(socket: WebSocket, emulator: Emulator | null, raw: string): Emulator | null {
    const parsed = parseDeviceMessage(raw);
    if (!parsed.ok) {
      socket.send(JSON.stringify({ type: 'error', error: parsed.error }));
      return emulator;
    }
    const message = parsed.message;
    switch (message.type) {
      case 'hello': {
        // One hello per connection: a second would leave the first one's devices held by nobody.
        if (emulator) {
          socket.send(JSON.stringify({ type: 'error', error: 'hello was already said on this connection' }));
          return emulator;
        }
        const created: Emulator = { id: message.emulator_id, socket, capacity: message.capacity, devices: new Set() };
        this.emulators.add(created);
        this.assign(created, message.capacity);
        return created;
      }
      case 'status':
        if (emulator?.devices.has(message.device_id)) {
          this.unreported.delete(message.device_id);
          if (message.reboot_count !== undefined) this.rebootCounts.set(message.device_id, message.reboot_count);
          if (message.tv) this.setTv(message.device_id, message.tv);
          void this.setStatus(message.device_id, message.status);
        }
        return emulator;
      case 'ack':
        this.log.info({ device: message.device_id, command: message.command_id, ok: message.ok }, 'device command acknowledged');
        if (emulator?.devices.has(message.device_id)) {
          if (message.tv) this.setTv(message.device_id, message.tv);
          this.pendingAcks.get(message.command_id)?.settle(message);
        }
        return emulator;
      case 'offer':
      case 'join_failed':
      case 'call_ended':
      case 'media_state':
        if (emulator?.devices.has(message.device_id)) this.calls.receive(message);
        return emulator;
      case 'wifi_stats':
        if (emulator?.devices.has(message.device_id)) void this.setWifi(message);
        return emulator;
    }
  }

  /** Sends a command to the emulator holding the device; false when no emulator holds it. */
  command(deviceId: number, command: Schemas['DeviceCommandName']): boolean {
    return this.sendTo(deviceId, { type: 'command', device_id: deviceId, command_id: randomUUID(), command });
  }

  /** Sets the device's speaker volume; false when no emulator holds it. */
  setVolume(deviceId: number, volume: number): boolean {
    return this.sendTo(deviceId, { type: 'set_volume', device_id: deviceId, command_id: randomUUID(), volume });
  }

  /**
   * Sends a TV IR action (power_on, power_off, mute, or an input such as input_hdmi1) and resolves
   * with the device's ack (null when it does not answer in time); null at once when no emulator
   * holds the device. The ack's TV state is stored before it resolves.
   */
  tvIr(deviceId: number, action: string): Promise<CommandAck | null> | null {
    const commandId = randomUUID();
    if (!this.sendTo(deviceId, { type: 'tv_ir', device_id: deviceId, command_id: commandId, action })) return null;
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), ACK_WAIT_MS);
      const settle = (ack: CommandAck | null) => {
        clearTimeout(timer);
        this.pendingAcks.delete(commandId);
        resolve(ack);
      };
      this.pendingAcks.set(commandId, { deviceId, settle });
    });
  }

  /** The room TV as the device reports it. */
  private setTv(deviceId: number, tv: Schemas['TvReport']): void {
    const device = this.store.devicesById.get(deviceId);
    if (device) device.state.tv = { power: tv.power, input: tv.input, muted: tv.muted };
  }

  /** Sends a frame to the emulator holding the device; false when no emulator holds it. */
  private sendTo(deviceId: number, frame: Schemas['BackendMessage']): boolean {
    const emulator = this.holder.get(deviceId);
    if (!emulator) return false;
    emulator.socket.send(JSON.stringify(frame));
    return true;
  }

  async setStatus(deviceId: number, status: Schemas['DeviceStatus']): Promise<void> {
    const device = this.store.devicesById.get(deviceId);
    if (!device || device.status === status) return;
    const previous = device.status;
    device.status = status;
    device.state_updated_at = new Date().toISOString();
    this.store.deviceStatus.record(deviceId, previous, status);
    this.log.info({ device: deviceId, from: previous, to: status }, 'device status changed');
    await this.publishFor(deviceId, 'device-status-changed', {
      video_device_id: deviceId, status, previous_status: previous, division_id: device.division.id, state_updated_at: device.state_updated_at,
    });
  }

  /**
   * A Wi-Fi report changes the device's metrics (and is published) only when it differs noticeably
   * from them: a few thousand devices reporting every 10 s must not mean hundreds of events a second.
   */
  private async setWifi(report: Schemas['WifiStatsReport']): Promise<void> {
    const device = this.store.devicesById.get(report.device_id);
    if (!device) return;
    const { wifi_signal_state, wifi_signal_strength, wifi_frequency, net_wlan_ip } = report;
    const known = device.state.metrics;
    const same = known?.wifi_signal_state === wifi_signal_state && known.wifi_frequency === wifi_frequency && known.net_wlan_ip === net_wlan_ip
      && Math.abs((known.wifi_signal_strength ?? Number.NaN) - wifi_signal_strength) < WIFI_STRENGTH_STEP;
    if (same) return;
    device.state.metrics = { ...device.state.metrics, wifi_signal_state, wifi_signal_strength, wifi_frequency, net_wlan_ip };
    await this.publishFor(device.id, 'wifi-stats', {
      video_device_id: device.id, wifi_signal_state, wifi_signal_strength, wifi_frequency,
    });
  }

  /**
   * An event about a device goes to the channel of its division as it is now: on the hospital
   * channel, every other division heard of the device, its status and its calls. A realtime outage
   * must not break the device link: a failed publish is logged, not thrown.
   */
  private async publishFor<E extends EventName>(deviceId: number, event: E, data: EventMap[E]): Promise<void> {
    const device = this.store.devicesById.get(deviceId);
    if (!device) return;
    try {
      await this.publisher.publish(divisionChannel(device.hospital_id, device.division.id), event, data);
    } catch (error) {
      this.log.warn({ err: error }, `could not publish ${event}`);
    }
  }

  /** Devices meant to be powered (seeded online or error) and not yet held go to this emulator. */
  private assign(emulator: Emulator, capacity: number): void {
    const devices: Schemas['AssignedDevice'][] = [];
    for (const device of this.store.data.devices) {
      if (devices.length >= capacity) break;
      if (device.seeded_status === 'offline' || this.holder.has(device.id)) continue;
      this.holder.set(device.id, emulator);
      this.unreported.add(device.id);
      emulator.devices.add(device.id);
      devices.push({
        id: device.id, name: device.name, serial_number: device.serial_number, kind: device.kind, room_name: device.room?.name ?? null, status: device.seeded_status,
        ptz_enabled: device.ptz_enabled, network_interface: device.network_interface, wifi_frequency: device.state.metrics?.wifi_frequency ?? null,
        wifi_signal_strength: device.state.metrics?.wifi_signal_strength ?? null, wifi_signal_state: device.state.metrics?.wifi_signal_state ?? null,
        net_wlan_ip: device.state.metrics?.net_wlan_ip ?? null, tv_input: device.config.tv?.ir?.ld_input_action ?? null, volume: device.config.device?.volume ?? 100,
      });
    }
    const frame: Schemas['Assign'] = { type: 'assign', devices };
    emulator.socket.send(JSON.stringify(frame));
    this.log.info({ emulator: emulator.id, devices: devices.length }, 'emulator connected and assigned devices');
  }
}
