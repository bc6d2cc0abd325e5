import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../testing/render-with-api';
import { holdOpen } from '../../../lib/media/open-sessions';
import type { VideoSession } from '../../../lib/media/video-session';
import { TileController } from '../utils/tile-controller';
import { MonitorTile, type WallMonitor } from './monitor-tile';

const monitor = {
  id: 5, status: 'active', patient: { id: 9, display_name: 'Ada Lovelace', mrn: 'MRN-0009' },
  room: { id: 3, name: 'N-301', unit: { id: 1, name: 'North 3' }, alerts: [{ kind: 'fall_risk' }] },
  video_device: { id: 7, name: 'Cart 7' }, division: { id: 1, name: 'North' }, monitor_started_at: null,
  monitor_ended_at: null, pause_reason: null, updated_at: '2026-11-23T10:00:00Z',
} as unknown as WallMonitor;

describe('MonitorTile', () => {
  afterEach(cleanup);

  it("re-renders for its tile's own changes without rendering its slots (alarm, curtain, nudge) again", () => {
    const renders = { actions: 0, overlay: 0 };
    function Counted({ slot }: { slot: keyof typeof renders }) {
      renders[slot] += 1;
      return <span>{slot}</span>;
    }
    const renderActions = () => <Counted slot="actions" />;
    const renderOverlay = () => <Counted slot="overlay" />;
    const tile = new TileController({ createSession: () => ({}) as VideoSession, reportMic: vi.fn() });
    const noop = () => undefined;
    renderWithApi(
      <MonitorTile monitor={monitor} tile={tile} acuity={3} talkingHere={false} listeningHere={false} onTalk={noop} onListen={noop} onConnect={noop}
        sight={null} qualityIndicator renderActions={renderActions} renderOverlay={renderOverlay} />,
      { 'GET /video_devices/7/participants': { status: 200, body: [] } },
    );
    const video = screen.getByTestId<HTMLVideoElement>('tile-video');
    expect(video.muted).toBe(true);

    // Listen, then out of sight: the tile renders again (no longer receiving). The picture stays
    // muted: the room's sound has an element of its own once the call has a stream.
    act(() => tile.setAudible(true));
    act(() => tile.setReceiving(false));
    expect(video.muted).toBe(true);
    expect(video.dataset.receiving).toBeUndefined();
    expect(screen.getByText('Room N-301')).toBeTruthy();
    expect(screen.getByText('Fall Risk', { exact: false })).toBeTruthy();
    // What depends on the monitor alone was made once.
    expect(renders).toEqual({ actions: 1, overlay: 1 });
  });

  it("tells the user's open microphone in this window (the overlay's visit) from the tile's own and from another window's", async () => {
    // The tile's own call (its meeting m-tile), muted here: its MIC IS OPEN would show from its own state.
    const snapshot = { state: 'connecting', meetingId: 'm-tile', micMuted: true };
    const session = { subscribe: () => () => undefined, getSnapshot: () => snapshot, setReceiving: vi.fn(), setAudible: vi.fn(), start: vi.fn(), hangUp: vi.fn() };
    const tile = new TileController({ createSession: () => session as unknown as VideoSession, reportMic: vi.fn() });
    tile.connect();
    // The overlay's visit with the same room, open in this tab.
    const overlay = new AbortController();
    holdOpen({ getSnapshot: () => ({ meetingId: 'm-overlay' }) } as unknown as VideoSession, overlay.signal);
    const me = { user_id: 5, name: 'Vera Anne Castellano', role_name: 'Virtual Nurse', preview: false, monitoring: false, you: true };
    const noop = () => undefined;
    const show = (participants: object[]) => renderWithApi(
      <MonitorTile monitor={monitor} tile={tile} acuity={3} talkingHere={false} listeningHere={false} onTalk={noop} onListen={noop} onConnect={noop} sight={null} qualityIndicator />,
      { 'GET /video_devices/7/participants': { status: 200, body: participants } },
    );

    const own = show([{ ...me, mic_open: true, meeting_id: 'm-tile' }]);
    await expect.poll(() => own.length).toBe(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('other-mic-open')).toBeNull();
    cleanup();

    show([{ ...me, mic_open: false, meeting_id: 'm-tile' }, { ...me, mic_open: true, meeting_id: 'm-overlay' }]);
    expect((await screen.findByTestId('other-mic-open')).textContent).toBe('MIC IS OPEN: you, in this window');
    cleanup();

    show([{ ...me, mic_open: true, meeting_id: 'm-elsewhere' }]);
    expect((await screen.findByTestId('other-mic-open')).textContent).toBe('MIC IS OPEN: you, another window');
    overlay.abort();
    tile.dispose();
  });

  it('shows a poor connection only to a user with the connection_quality_indicator flag (live-video §4)', async () => {
    // A playing call whose every stats read is fresh: a 1.2 s round trip and a third of the packets lost.
    let received = 0;
    const snapshot = { state: 'playing', meetingId: 'm-poor', micMuted: true };
    const listeners = new Set<() => void>();
    const session = {
      subscribe: (listener: () => void) => { listeners.add(listener); return () => void listeners.delete(listener); },
      getSnapshot: () => snapshot, setReceiving: vi.fn(), setAudible: vi.fn(), hangUp: vi.fn(),
      // Started, the call plays at once.
      start: vi.fn(async () => { for (const listener of [...listeners]) listener(); }),
      get latestStats() {
        received += 100;
        return new Map<string, object>([
          ['p', { id: 'p', type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 1.2 }],
          ['a', { id: 'a', type: 'inbound-rtp', kind: 'audio', jitter: 0.2, packetsLost: received / 2, packetsReceived: received }],
        ]);
      },
    };
    const noop = () => undefined;
    const show = (qualityIndicator: boolean) => {
      const tile = new TileController({ createSession: () => session as unknown as VideoSession, reportMic: vi.fn() });
      act(() => tile.connect());
      renderWithApi(
        <MonitorTile monitor={monitor} tile={tile} acuity={3} talkingHere={false} listeningHere={false} onTalk={noop} onListen={noop} onConnect={noop} sight={null} qualityIndicator={qualityIndicator} />,
        { 'GET /video_devices/7/participants': { status: 200, body: [] } },
      );
      return tile;
    };

    // With the flag: the tile says Poor once its second sample (2 s on) has a previous one to compare.
    const flagged = show(true);
    expect((await screen.findByTestId('tile-quality', undefined, { timeout: 5_000 })).textContent).toBe('Poor');
    flagged.dispose();
    cleanup();

    // Without it: the same call, sampled as long, says nothing about its quality.
    const unflagged = show(false);
    await waitFor(() => expect(unflagged.getState().quality).toBe('poor'), { timeout: 5_000 });
    expect(screen.getByTestId('wall-tile').dataset.phase).toBe('playing');
    expect(screen.queryByTestId('tile-quality')).toBeNull();
    expect(screen.queryByText('Poor')).toBeNull();
    unflagged.dispose();
  }, 15_000);
});
