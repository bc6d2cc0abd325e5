import type { SessionErrorCode } from '../../../lib/media/video-session';

/** Why a call ended when the user did not hang up: a session error, or the reboot they asked for. */
export type CallEnd = { kind: 'error'; code: SessionErrorCode } | { kind: 'rebooting' };
