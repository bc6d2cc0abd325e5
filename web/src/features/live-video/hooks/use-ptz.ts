// The device camera over the session's control channel: commands with their acks, and the position
// the device reports (acks and ptz_state while it moves).
import { useCallback, useEffect, useState } from 'react';
import type { ControlAck, ControlCommandInput, PtzPosition } from '../../../lib/media/control-channel';
import type { VideoSession } from '../../../lib/media/video-session';

/** Sends a camera command; resolves with the ack, or null when it failed (the hook shows why). */
export type PtzSend = (command: ControlCommandInput) => Promise<ControlAck | null>;

export function usePtz(session: VideoSession) {
  const [reported, setReported] = useState<PtzPosition | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const control = session.control;
    if (!control) return undefined;
    let current = true;
    const unsubscribe = control.onState((ptz) => setReported(ptz));
    // The device answers every command with its position; a stop (a no-op while the camera is
    // still) tells the pad where the camera points before the user touches it.
    if (control.position === null) {
      try {
        control.send({ type: 'ptz_stop' }).then((ack) => { if (current) setReported(ack.ptz); }, () => undefined);
      } catch {
        // Closed meanwhile: the pad shows no position.
      }
    }
    return () => {
      current = false;
      unsubscribe();
    };
  }, [session]);

  /** Resolves with the ack, or null when the channel is closed or the device refused. */
  const send = useCallback<PtzSend>(async (command) => {
    try {
      const control = session.control;
      if (!control) throw new Error('The device control channel is not open');
      // ControlChannel.send throws at once on a closed channel: caught here like a refusal.
      const ack = await control.send(command);
      setReported(ack.ptz);
      setError(null);
      return ack;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    }
  }, [session]);

  const position = reported ?? session.control?.position ?? null;
  return { position, error, send };
}
