import type { components } from '@bedside/openapi/api';
import { create } from 'zustand';

type MonitoringSource = components['schemas']['MonitoringSource'];

/** What opened the overlay: a patient's video visit, or a device test (no patient). */
export interface LiveVideoRequest {
  patientId: number | null;
  /** a device chosen beforehand (test mode, external page); otherwise the patient's or the picker's */
  deviceId: number | null;
  testMode: boolean;
  /** the external /live-video page: no minimise/dock, no TV commands, no reboot */
  external: boolean;
  /** the monitoring source named in audit entries, when the visit started from one */
  source: MonitoringSource | null;
}

export type MeetingEndListener = (meetingId: string) => void;

interface LiveVideoState {
  request: LiveVideoRequest | null;
  minimised: boolean;
  /** true while a session is connecting: the page's Video Visit button reads Cancel then */
  connecting: boolean;
  /** set by the overlay while a session runs; the shell passes realtime meeting ends to it */
  meetingEndListener: MeetingEndListener | null;
  open: (request: LiveVideoRequest) => void;
  close: () => void;
  setMinimised: (minimised: boolean) => void;
  setConnecting: (connecting: boolean) => void;
  setMeetingEndListener: (listener: MeetingEndListener | null) => void;
  /** asks a connecting session to stop (the page's Cancel) */
  cancelRequested: number;
  requestCancel: () => void;
}

// The overlay lives in the shell, not in a page, so a docked call survives navigation.
export const useLiveVideoStore = create<LiveVideoState>()((set) => ({
  request: null,
  minimised: false,
  connecting: false,
  meetingEndListener: null,
  cancelRequested: 0,
  open: (request) => set({ request, minimised: false }),
  close: () => set({ request: null, minimised: false, connecting: false }),
  setMinimised: (minimised) => set({ minimised }),
  setConnecting: (connecting) => set({ connecting }),
  setMeetingEndListener: (meetingEndListener) => set({ meetingEndListener }),
  requestCancel: () => set((state) => ({ cancelRequested: state.cancelRequested + 1 })),
}));
