import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VideoSession } from '../../../lib/media/video-session';
import { renderWithApi } from '../../../testing/render-with-api';
import type { RoomParticipant } from '../api/list-room-participants';
import { useLiveVideoStore } from '../hooks/live-video-store';
import { RoomParticipants } from './room-participants';

const nurse: RoomParticipant = { user_id: 4, name: 'Nora Lindqvist', role_name: 'Nurse', mic_open: true, preview: false, you: false };
const me: RoomParticipant = { user_id: 5, name: 'Vera Anne Castellano', role_name: 'Virtual Nurse', mic_open: false, preview: false, you: true };
const answer = (list: RoomParticipant[]) => ({ 'GET /video_devices/3/participants': { status: 200, body: list } });

/** This window's overlay in a call with a device (the store holds the running session). */
function callWith(deviceId: number) {
  const snapshot = { state: 'playing', videoDeviceId: deviceId };
  useLiveVideoStore.getState().setSession({ subscribe: () => () => undefined, getSnapshot: () => snapshot } as unknown as VideoSession);
}

describe('RoomParticipants', () => {
  afterEach(() => {
    cleanup();
    useLiveVideoStore.getState().setSession(null);
  });

  it('names who is in the room with their mic, the user\'s other window as theirs, and the skipped knock', async () => {
    renderWithApi(<RoomParticipants deviceId={3} doorKnock />, answer([nurse, { ...me, mic_open: true }]));
    const box = await screen.findByTestId('room-participants');
    expect(box.textContent).toContain('Nora Lindqvist (Nurse) is in a visit with this roommic open');
    expect(box.textContent).toContain('You are in a visit with this room in another window');
    expect(box.textContent).toContain('Door Knock will not play');
    expect(box.getAttribute('role')).toBe('status');
  });

  it('says nothing of the knock when it is not ticked, or when only a preview watches', async () => {
    renderWithApi(<RoomParticipants deviceId={3} doorKnock />, answer([{ ...nurse, preview: true, mic_open: false }]));
    const box = await screen.findByTestId('room-participants');
    expect(box.textContent).toContain('previewing, mic muted');
    expect(box.textContent).not.toContain('Door Knock');
  });

  it('leaves out the call this window is in: alone in the room, nothing shows', async () => {
    callWith(3);
    const calls = renderWithApi(<RoomParticipants deviceId={3} />, answer([me]));
    await expect.poll(() => calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('room-participants')).toBeNull();
  });

  it('says when it could not check, rather than showing an empty room', async () => {
    renderWithApi(<RoomParticipants deviceId={3} />, { 'GET /video_devices/3/participants': { status: 500, body: { error: 'down' } } });
    expect(await screen.findByText('Could not check who else is in a visit with this room.')).toBeTruthy();
  });
});
