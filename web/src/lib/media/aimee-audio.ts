// Aimee's voice into the device call (issue 15 item 2): the patient hears the assistant mixed with
// the clinician's microphone. Web Audio sums both into one track, which replaces the call's
// outgoing microphone track (RTCRtpSender.replaceTrack: no renegotiation); undoing it puts the
// microphone back. Muting the call still works: it disables the microphone track, which the mix
// then hears as silence, while Aimee goes on being heard.

export interface AudioMixEnv {
  createAudioContext(): AudioContext;
  createMediaStream(tracks: MediaStreamTrack[]): MediaStream;
}

export const browserAudioMixEnv: AudioMixEnv = {
  createAudioContext: () => new AudioContext(),
  createMediaStream: (tracks) => new MediaStream(tracks),
};

export interface CallAudio {
  /** the clinician's microphone track the call sends (null: none, e.g. a preview) */
  microphone(): MediaStreamTrack | null;
  /** replaces what the call sends as audio; false when the call has no audio sender */
  replaceOutgoingAudio(track: MediaStreamTrack | null): Promise<boolean>;
}

/** Mixes the assistant into the call; resolves to the undo (microphone back, context closed). */
export async function mixAssistantIntoCall(assistant: MediaStream, call: CallAudio, env: AudioMixEnv = browserAudioMixEnv): Promise<() => void> {
  const context = env.createAudioContext();
  const destination = context.createMediaStreamDestination();
  context.createMediaStreamSource(assistant).connect(destination);
  const microphone = call.microphone();
  if (microphone) context.createMediaStreamSource(env.createMediaStream([microphone])).connect(destination);
  // A context made without a click of its own may start suspended; the call's Join was one.
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  const mixed = destination.stream.getAudioTracks()[0] ?? null;
  const replaced = mixed ? await call.replaceOutgoingAudio(mixed) : false;
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    if (replaced) void call.replaceOutgoingAudio(null);
    mixed?.stop();
    void context.close().catch(() => undefined);
  };
}
