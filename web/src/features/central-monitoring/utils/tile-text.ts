// What a tile says: room alert labels (shell §3 room alert kinds), why it is not playing, and the
// acuity score's band.
import type { components } from '@bedside/openapi/api';
import type { SessionErrorCode } from '../../../lib/media/video-session';
import type { TileState } from './tile-controller';
import type { QualityLevel } from '../../../lib/media/quality';

type RoomAlert = components['schemas']['RoomAlert'];

export const alertKindText: Record<RoomAlert['kind'], string> = {
  fall_risk: 'Fall risk',
  contact_precaution: 'Contact precaution',
  npo: 'NPO',
  food_allergy: 'Food allergy',
};

const levelText: Record<RoomAlert['level'], string> = {
  high: 'high', very_high: 'very high', partial: 'partial', full: 'full', on: '', low_risk: 'low risk', high_risk: 'high risk',
};

export const alertLabel = (alert: RoomAlert) => [alertKindText[alert.kind], levelText[alert.level]].filter(Boolean).join(': ');

/** The serious levels show red, the others orange. */
export const alertColor = (alert: RoomAlert) => (['very_high', 'full', 'high_risk', 'on'].includes(alert.level) ? 'red' : 'orange');

/** Why a tile is not playing, short enough for a tile (the overlay's dialogs say more). */
const retryText: Record<SessionErrorCode, string> = {
  'join-failed': 'Could not connect to the camera',
  'room-disconnected': 'Disconnected from the room',
  'connection-lost': 'Video connection lost',
  'no-patient-video': 'No video from the camera',
  'patient-video-frozen': 'Video frozen too long',
  'media-not-found': 'No microphone found',
  'media-denied': 'Microphone not allowed',
  'no-local-media-stream': 'The browser has no media',
};

const reconnecting = (state: TileState) => `${state.detail ?? retryText[state.error ?? 'room-disconnected']}. Reconnecting…`;

/**
 * The tile's notice over the picture, or null while it plays. A tile connecting again after a
 * failure still says why: a camera frozen for good read "Connecting…" for a minute at a time, and
 * the observer was never told again that the picture was frozen (wall QA).
 */
export function tileNotice(state: TileState, connected: boolean): string | null {
  switch (state.phase) {
    case 'idle': return connected ? null : state.detail ?? 'Not connected';
    case 'connecting': return state.failures > 0 ? reconnecting(state) : 'Connecting…';
    case 'playing': return null;
    case 'frozen': return 'Video frozen';
    case 'retrying': return reconnecting(state);
  }
}

/** Acuity 1 (stable) to 5 (most acute). */
export const acuityColor = (score: number) => (score >= 5 ? 'red' : score >= 4 ? 'orange' : score >= 3 ? 'yellow' : 'green');

const qualityText = { fair: 'Fair', poor: 'Poor' } as const;
const qualityColor = { fair: 'yellow', poor: 'red' } as const;

/**
 * A tile's connection quality badge: only a fair or poor line is shown. live-video §4: the
 * indicator "hides when the level is good or better (except in video meet)"; a wall of 30 tiles
 * each saying Excellent hid the one that was not.
 */
export function qualityBadge(level: QualityLevel | null): { text: string; color: string } | null {
  return level === 'fair' || level === 'poor' ? { text: qualityText[level], color: qualityColor[level] } : null;
}
