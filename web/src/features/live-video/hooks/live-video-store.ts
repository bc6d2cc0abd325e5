import type { components } from '@bedside/openapi/api';
import { create } from 'zustand';
import type { VideoSession } from '../../../lib/media/video-session';

type MonitoringSource = components['schemas']['MonitoringSource'];

/** What opened the overlay: a patient's video visit, or a device test (no patient: test mode). */
export interface LiveVideoRequest {
  patientId: number | null;
  /** a device chosen beforehand (test mode, external page); otherwise the patient's or the picker's */
  deviceId: number | null;
  /** the external /live-video page: no minimise/dock, no TV commands, no reboot */
  external: boolean;
  /** the monitoring source named in audit entries, when the visit started from one */
  source: MonitoringSource | null;
  /**
   * The start-video instruction of an accepted room notification (live video §2, §4): join as soon
   * as the settings allow, with the request type's video reason (id as text; null: none given).
   */
  autoJoin?: { videoReasonId: string | null };
}

export const isTestMode = (request: Pick<LiveVideoRequest, 'patientId'>) => request.patientId === null;

interface LiveVideoState {
  request: LiveVideoRequest | null;
  minimised: boolean;
  /** the overlay's running session: the page's Cancel and realtime meeting ends reach it here */
  session: VideoSession | null;
  /** the camera panel (PTZ pad and presets) is open beside the video */
  cameraOpen: boolean;
  open: (request: LiveVideoRequest) => void;
  close: () => void;
  setMinimised: (minimised: boolean) => void;
  setSession: (session: VideoSession | null) => void;
  setCameraOpen: (open: boolean) => void;
}

// The overlay lives in the shell, not in a page, so a docked call survives navigation.
export const useLiveVideoStore = create<LiveVideoState>()((set) => ({
  request: null,
  minimised: false,
  session: null,
  cameraOpen: false,
  open: (request) => set({ request, minimised: false, cameraOpen: false }),
  close: () => set({ request: null, minimised: false, cameraOpen: false }),
  setMinimised: (minimised) => set({ minimised }),
  setSession: (session) => set({ session }),
  setCameraOpen: (cameraOpen) => set({ cameraOpen }),
}));
