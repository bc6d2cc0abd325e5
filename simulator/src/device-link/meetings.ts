// Video meetings the backend brokers between a browser and a device: who joined which device, and
// the requests waiting for a device's reply (its offer to a join, its media state to a query).
import type { components } from '@bedside/openapi/device-link';

type Schemas = components['schemas'];
/** pending: asked the device, no offer yet (not published; the others are meeting-status-changed). */
export type MeetingStatus = 'pending' | 'created' | 'joined' | 'left' | 'ended';
export type VideoType = Schemas['Join']['video_type'];

export interface Meeting {
  meeting_id: string;
  peer_id: string;
  device_id: number;
  user_id: number;
  patient_id: number | null;
  video_type: VideoType;
  status: MeetingStatus;
  /** a muted preview: listed as in the room, but the patient was not announced to */
  preview: boolean;
  /** the browser's microphone, as it last reported it (room-participants.ts) */
  mic_open: boolean;
}

/** Why a device request failed, told apart so the API can answer 502 or 504. */
export class DeviceReplyError extends Error {
  /** ended: the meeting was closed (a pause ended the monitor's sessions) while the device made its offer. */
  constructor(readonly kind: 'refused' | 'timeout' | 'disconnected' | 'ended', message: string) {
    super(message);
  }
}

interface Waiter<T> { resolve: (value: T) => void; reject: (error: DeviceReplyError) => void; timer: NodeJS.Timeout }

/** Replies awaited by key (a meeting id or a query id), each with its own timeout. */
export class PendingReplies<T> {
  private waiters = new Map<string, Waiter<T>>();

  wait(key: string, timeoutMs: number, timeoutMessage: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        reject(new DeviceReplyError('timeout', timeoutMessage));
      }, timeoutMs);
      this.waiters.set(key, { resolve, reject, timer });
    });
  }

  resolve(key: string, value: T): boolean {
    const waiter = this.take(key);
    waiter?.resolve(value);
    return waiter !== undefined;
  }

  reject(key: string, error: DeviceReplyError): void {
    this.take(key)?.reject(error);
  }

  rejectAll(error: DeviceReplyError): void {
    for (const key of [...this.waiters.keys()]) this.reject(key, error);
  }

  private take(key: string): Waiter<T> | undefined {
    const waiter = this.waiters.get(key);
    if (!waiter) return undefined;
    clearTimeout(waiter.timer);
    this.waiters.delete(key);
    return waiter;
  }
}
