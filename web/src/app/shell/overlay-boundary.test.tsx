// The live video overlay that fails: a message in the overlay's place, the visit hung up (no peer
// connection or microphone left open), a wall's monitoring call left alone, and Close closes it.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useLiveVideoStore, type LiveVideoRequest } from '../../features/live-video/hooks/live-video-store';
import { holdOpen } from '../../lib/media/open-sessions';
import type { VideoSession } from '../../lib/media/video-session';
import { OverlayBoundary } from './overlay-boundary';

const request: LiveVideoRequest = { patientId: 2, deviceId: 2, external: false, source: null };

let failure: Error | null = null;
function CallView() {
  if (failure) throw failure;
  return <p>Call view</p>;
}

function show(over: LiveVideoRequest = request) {
  render(<MantineProvider><OverlayBoundary request={over}><CallView /></OverlayBoundary></MantineProvider>);
  return screen.getByRole('dialog', { name: 'Patient Video' });
}

// Test files share their modules: each test's sessions leave the tab's open set when it ends.
let lifetimes = new AbortController();
/** A session open in this tab, as video-session.ts holds one open from its start. */
function openSession(isVisit: boolean) {
  const session = { isVisit, hangUp: vi.fn(async () => undefined) };
  holdOpen(session as unknown as VideoSession, lifetimes.signal);
  return session;
}

let consoleError: MockInstance;
beforeEach(() => {
  lifetimes = new AbortController();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  useLiveVideoStore.getState().open(request);
});
afterEach(() => {
  lifetimes.abort();
  cleanup();
  consoleError.mockRestore();
  failure = null;
  useLiveVideoStore.getState().close();
});

describe('OverlayBoundary', () => {
  it('replaces a failed call view by a message in the overlay, hangs up the visit but not a wall tile, and Close closes the overlay', () => {
    const visit = openSession(true);
    const wallTile = openSession(false);
    failure = new TypeError("Cannot read properties of undefined (reading 'name')");

    const overlay = show();

    expect(within(overlay).getByRole('alert').textContent).toBe(
      'The video window stopped because of an error, and any call it had was ended: the room no longer sees or hears you. Start the video visit again; if it happens again, tell your administrator.',
    );
    expect(visit.hangUp).toHaveBeenCalledTimes(1);
    expect(wallTile.hangUp).not.toHaveBeenCalled();

    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(useLiveVideoStore.getState().request).toBeNull();
  });

  it('says the network failed when the overlay’s code could not load', () => {
    failure = new TypeError('Failed to fetch dynamically imported module: /assets/live-video-overlay.js');

    expect(within(show()).getByRole('alert').textContent).toMatch(/Unknown network error\. Please reload the page\.$/);
  });

  it('on the /live-video page, whose content the overlay is, Try Again shows it again', () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'name')");
    const overlay = show({ ...request, external: true });
    expect(within(overlay).queryByRole('button', { name: 'Close' })).toBeNull();

    failure = null;
    fireEvent.click(within(overlay).getByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('Call view')).toBeTruthy();
  });
});
