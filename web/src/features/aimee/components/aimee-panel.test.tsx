// Who sees Aimee in a call (live video §6: Use Aimee) and when her button can be pressed.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState, VideoSession } from '../../../lib/media/video-session';
import { NO_AIMEE_MEETING } from '../utils/meeting-meta';
import { AimeePanel } from './aimee-panel';

function session(state: SessionState): VideoSession {
  const snapshot = { state, remoteStream: null, meetingId: 'm' };
  return { subscribe: () => () => undefined, getSnapshot: () => snapshot } as unknown as VideoSession;
}

function show(options: { allowed: boolean; preview?: boolean; state?: SessionState }) {
  const context = {
    session: session(options.state ?? 'playing'), preview: options.preview ?? false, deviceKind: 'fixed',
    patientMonitorId: 1, meeting: NO_AIMEE_MEETING, allowed: options.allowed,
  };
  // No mask_phi preference loaded: names are masked (fails closed).
  render(<QueryClientProvider client={new QueryClient()}><MantineProvider><AimeePanel context={context} patient={{ display_name: 'Alma Sandoval', mrn: 'MRN4832172', dob: '1952-03-14' }} /></MantineProvider></QueryClientProvider>);
}

describe('AimeePanel', () => {
  afterEach(cleanup);

  it('shows nothing to a user without Use Aimee, nor in a preview', () => {
    show({ allowed: false });
    expect(screen.queryByRole('region', { name: 'Aimee' })).toBeNull();
    show({ allowed: true, preview: true });
    expect(screen.queryByRole('region', { name: 'Aimee' })).toBeNull();
  });

  it('offers the Aimee button, not connected, once the patient plays', () => {
    show({ allowed: true, state: 'connecting' });
    expect(screen.getByRole('button', { name: 'Aimee' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    show({ allowed: true });
    expect(screen.getByRole('button', { name: 'Aimee' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('Not connected')).toBeTruthy();
  });
});
