import type { SessionErrorCode } from './video-session';

// Texts of the spec's error catalogue (section 8), verbatim where the spec gives them.
const CONNECTION_LOST = { title: 'Error', message: 'Video connection lost. Please try to reconnect.' };

export const sessionErrorText: Record<SessionErrorCode, { title: string; message: string }> = {
  'join-failed': {
    title: 'Error',
    message:
      'Video session could not connect or was disconnected. Please check that monitoring has not been stopped and your network connection is functioning',
  },
  'room-disconnected': { title: 'Error', message: 'You were disconnected from the video room. Please try again.' },
  'connection-lost': CONNECTION_LOST,
  'patient-video-frozen': CONNECTION_LOST,
  'no-patient-video': {
    title: "Can't connect to patient's camera",
    message: "No video was received from the patient's camera. Please check that the device is online and try again.",
  },
  'media-not-found': {
    title: 'Could not find microphone or camera',
    message: 'Please connect a microphone (and a camera to share your video) and try again.',
  },
  'media-denied': {
    title: 'Could not access microphone and/or camera',
    message: 'Please allow this site to use your microphone and camera in the browser settings and try again.',
  },
  'no-local-media-stream': {
    title: 'Error',
    message: 'Your browser could not provide a local media stream for the video visit. Please reload the page and try again.',
  },
};

/**
 * Ends a reconnect can mend: the connection or the device's picture failed, not the user's own
 * microphone or camera (those need the user to act first, so their dialog offers only OK).
 */
export function canReconnect(code: SessionErrorCode): boolean {
  switch (code) {
    case 'join-failed':
    case 'room-disconnected':
    case 'connection-lost':
    case 'no-patient-video':
    case 'patient-video-frozen':
      return true;
    case 'media-not-found':
    case 'media-denied':
    case 'no-local-media-stream':
      return false;
  }
}
