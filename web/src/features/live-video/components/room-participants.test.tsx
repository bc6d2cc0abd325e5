import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdForConnecting } from '../../../lib/api/call-lanes';
import { holdOpen } from '../../../lib/media/open-sessions';
import type { VideoSession } from '../../../lib/media/video-session';
import { renderWithApi } from '../../../testing/render-with-api';
import { refreshRoomParticipants, type RoomParticipant } from '../api/list-room-participants';
import { useLiveVideoStore } from '../hooks/live-video-store';
import { CallRoomParticipants, RoomParticipants } from './room-participants';

const nurse: RoomParticipant = { user_id: 4, name: 'Nora Lindqvist', role_name: 'Nurse', mic_open: true, preview: false, monitoring: false, you: false, meeting_id: null };
const me: RoomParticipant = { user_id: 5, name: 'Vera Anne Castellano', role_name: 'Virtual Nurse', mic_open: false, preview: false, monitoring: false, you: true, meeting_id: 'm-own' };
const answer = (list: RoomParticipant[]) => ({ 'GET /video_devices/3/participants': { status: 200, body: list } });

const sessionIn = (deviceId: number, meetingId: string) => {
  const snapshot = { state: 'playing', videoDeviceId: deviceId, meetingId, micMuted: true };
  return { subscribe: () => () => undefined, getSnapshot: () => snapshot } as unknown as VideoSession;
};

/** This window's overlay in a call with a device (the store holds the running session). */
function callWith(deviceId: number) {
  useLiveVideoStore.getState().setSession(sessionIn(deviceId, 'm-own'));
}

/** A wall tile of this window watching the device: its session is open in the tab. */
function tileWatching(deviceId: number, meetingId: string): () => void {
  const lifetime = new AbortController();
  holdOpen(sessionIn(deviceId, meetingId), lifetime.signal);
  return () => lifetime.abort();
}

describe('RoomParticipants', () => {
  afterEach(() => {
    cleanup();
    useLiveVideoStore.getState().setSession(null);
    vi.restoreAllMocks();
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

  it('says another clinician\'s wall tile is monitoring the room, not in a visit, and when its Talk opens the mic', async () => {
    const observer = { ...nurse, name: 'Owen Price', role_name: 'Virtual Observer', preview: true, monitoring: true, mic_open: false };
    renderWithApi(<RoomParticipants deviceId={3} doorKnock />, answer([observer]));
    const box = await screen.findByTestId('room-participants');
    expect(box.textContent).toContain('Someone is monitoring this room');
    expect(box.textContent).toContain('Owen Price (Virtual Observer) is monitoring this roommonitoring, mic muted');
    expect(box.textContent).not.toContain('in a visit');
    expect(box.textContent).not.toContain('previewing');
    expect(box.textContent).not.toContain('Door Knock');
    cleanup();

    // Talk on the tile: the room hears the observer.
    renderWithApi(<CallRoomParticipants session={sessionIn(3, 'm-own')} />, {
      ...answer([{ ...observer, preview: false, mic_open: true }]),
      'PUT /meetings/m-own/mic': { status: 204, body: null },
    });
    expect((await screen.findByTestId('also-in-room')).textContent).toBe('Also in this room:Owen Price (Virtual Observer), monitoringmic open');
  });

  it('says which of the user\'s own visits is a wall tile in this window and which is in another window', async () => {
    const closeTile = tileWatching(3, 'm-tile');
    renderWithApi(<RoomParticipants deviceId={3} />, answer([{ ...me, meeting_id: 'm-tile', preview: true, monitoring: true }, { ...me, meeting_id: 'm-elsewhere' }]));
    const box = await screen.findByTestId('room-participants');
    expect(box.textContent).toContain('You are monitoring this room in this window');
    expect(box.textContent).toContain('You are in a visit with this room in another window');
    closeTile();
  });

  it('during the call: leaves out the call itself, says "monitoring in this window" for the wall tile, "another window" otherwise', async () => {
    const closeTile = tileWatching(3, 'm-tile');
    // The call's own entry comes last here: not the newest of the user's entries that is left out, but its meeting.
    renderWithApi(<CallRoomParticipants session={sessionIn(3, 'm-own')} />, {
      ...answer([{ ...me, meeting_id: 'm-tile', preview: true, monitoring: true }, { ...me, meeting_id: 'm-elsewhere', mic_open: true }, me]),
      'PUT /meetings/m-own/mic': { status: 204, body: null },
    });
    const also = await screen.findByTestId('also-in-room');
    expect(also.textContent).toBe('Also in this room:You (monitoring in this window)monitoring, mic mutedYou (another window)mic open');
    closeTile();
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

  it('says it could not check when the answer is not a list, and during the call the mutes are still reported; the next answer shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let body: unknown = { results: [] };
    let client: QueryClient | null = null;
    function Capture() {
      client = useQueryClient();
      return null;
    }
    const calls = renderWithApi(<><CallRoomParticipants session={sessionIn(3, 'm-own')} /><Capture /></>, {
      'GET /video_devices/3/participants': () => ({ status: 200, body }),
      'PUT /meetings/m-own/mic': { status: 204, body: null },
    });
    expect(await screen.findByText('Could not check who else is in a visit with this room.')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /meetings/m-own/mic');

    // video-participants-changed reads the list again: a list, drawn.
    body = [nurse];
    await act(() => refreshRoomParticipants(client!, 3));
    expect((await screen.findByTestId('also-in-room')).textContent).toBe('Also in this room:Nora Lindqvist (Nurse)mic open');
  });

  it('reads the list once a connecting call has its picture, not while its answer is on its way', async () => {
    const connected = holdForConnecting();
    const calls = renderWithApi(<RoomParticipants deviceId={3} doorKnock />, answer([nurse]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    connected();
    const box = await screen.findByTestId('room-participants');
    expect(box.textContent).toContain('Nora Lindqvist (Nurse) is in a visit with this room');
  });
});
