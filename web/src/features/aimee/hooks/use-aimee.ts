// Aimee in one video call: the conversation beside the call's session, started by the Aimee button
// or, in a training-video session whose meeting sets auto_aimee, by itself once the patient's
// picture and sound play (live video §4, §6). Aimee's voice is mixed into what the call sends while
// she is connected; the conversation ends (and saves) when the call does or the view goes away.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { mixAssistantIntoCall } from '../../../lib/media/aimee-audio';
import { AimeeConversation, type AimeeSnapshot } from '../../../lib/media/aimee-conversation';
import type { VideoSession } from '../../../lib/media/video-session';
import { aimeeCalls } from '../api/aimee-calls';
import { announce } from '../utils/announce-action';
import type { AimeeMeeting } from '../utils/meeting-meta';

export interface AimeeCallContext {
  session: VideoSession;
  preview: boolean;
  deviceKind: string;
  patientMonitorId: number | null;
  meeting: AimeeMeeting;
  /** Use Aimee (spec §6) */
  allowed: boolean;
}

const IDLE: AimeeSnapshot = { state: 'not-connected', error: null, lines: [], assistantStream: null, conversationId: null };
const noSubscription = () => () => undefined;

export function useAimee(context: AimeeCallContext) {
  const { session, preview, deviceKind, patientMonitorId, meeting, allowed } = context;
  const call = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const [conversation, setConversation] = useState<AimeeConversation | null>(null);
  const snapshot = useSyncExternalStore(conversation?.subscribe ?? noSubscription, conversation?.getSnapshot ?? (() => IDLE));
  const autoStarted = useRef(false);
  const playing = call.state === 'playing';
  const canStart = allowed && !preview && playing && (snapshot.state === 'not-connected' || snapshot.state === 'ended');

  const start = useCallback(() => {
    if (!canStart) return;
    const next = new AimeeConversation({
      patientAudio: () => session.getSnapshot().remoteStream?.getAudioTracks()[0] ?? null,
      patientMonitorId,
      meetingId: session.getSnapshot().meetingId,
      promptId: meeting.promptId,
      aimeeTags: meeting.aimeeTags,
      autoSaveSeconds: meeting.autoSave,
      calls: aimeeCalls,
      onAction: announce,
    });
    setConversation(next);
    void next.start();
  }, [canStart, session, patientMonitorId, meeting]);

  // Automatic connection: a training-video session with auto_aimee, for a user who may Use Aimee.
  useEffect(() => {
    if (autoStarted.current || !canStart || !meeting.autoAimee || deviceKind !== 'trainingvideo') return;
    autoStarted.current = true;
    start();
  }, [canStart, meeting.autoAimee, deviceKind, start]);

  // The call is over (or this view is): Aimee's conversation ends with it, saved.
  const callOver = call.state === 'stopped';
  useEffect(() => {
    if (conversation && callOver) void conversation.end();
  }, [conversation, callOver]);
  useEffect(() => () => void conversation?.end(), [conversation]);

  // While Aimee's voice arrives, the patient hears it mixed with the clinician's microphone.
  const assistant = snapshot.assistantStream;
  useEffect(() => {
    if (!assistant) return undefined;
    let undo: (() => void) | null = null;
    let gone = false;
    void mixAssistantIntoCall(assistant, session).then((fn) => {
      if (gone) fn();
      else undo = fn;
    });
    return () => {
      gone = true;
      undo?.();
    };
  }, [assistant, session]);

  const end = useCallback(() => void conversation?.end(), [conversation]);
  return { snapshot, canStart, start, end, available: allowed && !preview };
}
