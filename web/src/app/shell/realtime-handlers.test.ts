import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../features/auth/api/get-current-user';
import { menuSetsQueryKey } from '../../features/layout/api/list-menu-sets';
import { apiKey } from '../../lib/api/api-query';
import { onRequestEvent } from '../../lib/api/request-events';
import { isRequestGateClosed, openRequestGate } from '../../lib/api/request-gate';
import { realtimeEventNames } from '../../lib/realtime/event-registry';
import { useSessionStore } from '../../lib/session/session-store';
import { createRealtimeHandlers } from './realtime-handlers';
import { transferToastText } from './transfer-notices';

const userChannel = 'private-encrypted-user-4';
const hospitalChannel = 'private-encrypted-hospital-1';
/** Where the server publishes what concerns one division (devices, monitors, visits, requests). */
const divisionChannel = 'private-encrypted-hospital-1-division-1';

function setup() {
  const queryClient = new QueryClient();
  const deps = {
    userId: 4,
    userChannel,
    queryClient,
    showRefreshBanner: vi.fn(),
    showTransferToast: vi.fn(),
    showNewPatientsNotice: vi.fn(),
    audioPingEnabled: () => true,
    showAcknowledgeNotice: vi.fn(),
    closeAcknowledgeNotice: vi.fn(),
  };
  return { deps, handlers: createRealtimeHandlers(deps), queryClient };
}

afterEach(() => {
  openRequestGate();
  useSessionStore.getState().reset();
  localStorage.clear();
});

describe('realtime handlers', () => {
  it("marks the lists of the user's own monitors (Team Mode's wall) stale when their assignments change, and no other list", () => {
    const { handlers, queryClient } = setup();
    const mine = apiKey('listPatientMonitors', { division_id: '*', per_page: 100, filters: { status: ['active'], assigned_to_me: true } });
    const all = apiKey('listPatientMonitors', { division_id: '*', per_page: 100, filters: { status: ['active'] } });
    for (const key of [mine, all]) queryClient.setQueryData(key, { results: [], metadata: { count: 0, per_page: 100, page: 1 } });
    handlers['my-home-transfer']({ staff_type: 'security', patient_ids: [8], from_user_name: null }, { channel: userChannel });
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(all)?.isInvalidated).toBe(false);
  });

  it('has a handler for every event of the contract', () => {
    expect(Object.keys(setup().handlers).sort()).toEqual([...realtimeEventNames].sort());
  });

  it('tells the user about a transfer to them, and about new patients when there are any', () => {
    const { deps, handlers } = setup();

    handlers['transfer-successful']({ transfer_id: 1, staff_type: 'virtual_nursing' }, { channel: userChannel });
    // A manager's reassignment from a colleague is a transfer; a new assignment only brings patients.
    handlers['my-home-transfer']({ staff_type: 'eicu', patient_ids: [7], from_user_name: 'Vera Anne Castellano' }, { channel: userChannel });
    handlers['my-home-transfer']({ staff_type: 'security', patient_ids: [8], from_user_name: null }, { channel: userChannel });
    handlers['my-home-transfer']({ staff_type: 'security', patient_ids: [], from_user_name: null }, { channel: userChannel });
    handlers['transfer-successful']({ transfer_id: 3, staff_type: 'eicu' }, { channel: hospitalChannel });

    expect(deps.showTransferToast.mock.calls).toEqual([['virtual_nursing'], ['eicu']]);
    expect(deps.showNewPatientsNotice).toHaveBeenCalledTimes(2);
    expect(transferToastText('virtual_nursing')).toBe('The Virtual Nursing Assignment has been transferred to you');
    expect(transferToastText('eicu')).toBe('The eICU Assignment has been transferred to you');
  });

  it('asks to acknowledge a transfer waiting for the user, and closes that request once it is done or withdrawn', async () => {
    const { deps, handlers, queryClient } = setup();
    const mine = ['get', '/my_care_assignments', { division_id: '*' }];
    await queryClient.fetchQuery({ queryKey: mine, queryFn: async () => ({ assignments: [], incoming: [], outgoing: [] }) });
    const waiting = { transfer_id: 5, staff_type: 'virtual_nursing', patient_ids: [1, 2], from_user_name: 'Vera Anne Castellano' };

    handlers['transfer-needs-acknowledgment']({ ...waiting, transfer_id: 6 }, { channel: hospitalChannel });
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(false);
    handlers['transfer-needs-acknowledgment'](waiting, { channel: userChannel });
    // The user's own list loads again.
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true);
    handlers['transfer-cancelled']({ transfer_id: 5 }, { channel: userChannel });
    handlers['transfer-successful']({ transfer_id: 7, staff_type: 'virtual_nursing' }, { channel: userChannel });

    expect(deps.showAcknowledgeNotice.mock.calls).toEqual([[waiting]]);
    expect(deps.closeAcknowledgeNotice.mock.calls).toEqual([[5], [7]]);
  });

  it('reloads the notification list on group-notification', async () => {
    const { handlers, queryClient } = setup();
    const queryFn = vi.fn(async () => []);
    await queryClient.fetchQuery({ queryKey: ['get', '/notifications', { archived: false }], queryFn });

    handlers['group-notification']({}, { channel: hospitalChannel });

    expect(queryClient.getQueryState(['get', '/notifications', { archived: false }])?.isInvalidated).toBe(true);
  });

  it('reloads the current user and the sidebar menu sets on user-updated for this user only', async () => {
    const { handlers, queryClient } = setup();
    await queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => ({}) });
    await queryClient.fetchQuery({ queryKey: menuSetsQueryKey, queryFn: async () => [] });

    handlers['user-updated']({ user_id: 5 }, { channel: userChannel });
    expect(queryClient.getQueryState(menuSetsQueryKey)?.isInvalidated).toBe(false);

    handlers['user-updated']({ user_id: 4 }, { channel: userChannel });
    expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(menuSetsQueryKey)?.isInvalidated).toBe(true);
  });

  it('asks the device picker again when a device goes offline or online', async () => {
    const { handlers, queryClient } = setup();
    const key = ['get', '/video_devices/picker', { patient_id: 1, page: 1, per_page: 25 }];
    await queryClient.fetchQuery({ queryKey: key, queryFn: async () => ({ results: [] }) });

    handlers['device-status-changed']({ video_device_id: 7, status: 'offline', previous_status: 'online', division_id: 1, state_updated_at: '2026-11-23T10:00:00Z' }, { channel: divisionChannel });

    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('puts a monitor-updated status into every cached copy of the monitor, and refreshes what follows it', async () => {
    const { handlers, queryClient } = setup();
    const fetched = async <T>(queryKey: readonly unknown[], data: T) => queryClient.fetchQuery({ queryKey, queryFn: async () => data });
    const row = { id: 12, status: 'active', pause_reason: null };
    const listKey = ['get', '/patient_monitors', { page: 1, per_page: 25, division_id: '1' }];
    const detailKey = ['get', '/patient_monitors/{id}', { id: 12 }];
    const related = [['get', '/patients/{id}', { id: 9 }], ['get', '/video_devices/picker', { patient_id: 3 }], ['get', '/patient_monitors/{id}/events', { id: 12 }]];
    await fetched(listKey, { results: [row, { id: 13, status: 'active' }] });
    await fetched(detailKey, row);
    for (const key of related) await fetched(key, []);

    handlers['monitor-updated']({ patient_monitor_id: 12, status: 'paused', patient_id: 9, video_device_id: 4 }, { channel: divisionChannel });

    expect(queryClient.getQueryData(listKey)).toEqual({ results: [{ ...row, status: 'paused' }, { id: 13, status: 'active' }] });
    expect(queryClient.getQueryData(detailKey)).toEqual({ ...row, status: 'paused' });
    // The detail is asked again for what the event does not carry (the pause reason).
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    for (const key of related) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });

  it('shows the other-device notice only for another session id', () => {
    localStorage.setItem('SESSION_ID', 'session-mine');
    const { handlers } = setup();

    handlers['user-authenticated']({ session_id: 'session-mine' }, { channel: userChannel });
    expect(useSessionStore.getState().otherDevice).toBe(false);
    handlers['user-authenticated']({ session_id: 'session-other' }, { channel: userChannel });
    expect(useSessionStore.getState().otherDevice).toBe(true);
  });

  // QA: a burst of user-authenticated on the hospital channel showed another user Signed In From
  // Another Device. The event names no user: only the user's own channel says it is about them.
  it('takes user-authenticated as a sign-in elsewhere only on the user\'s own channel and with a session id', () => {
    localStorage.setItem('SESSION_ID', 'session-mine');
    const { handlers } = setup();

    handlers['user-authenticated']({ session_id: 'session-other' }, { channel: hospitalChannel });
    handlers['user-authenticated']({ session_id: 'session-other' }, { channel: divisionChannel });
    handlers['user-authenticated']({ session_id: 'session-other' }, { channel: 'private-encrypted-user-5' });
    // What a provider breaking the contract may send, should it get past the boundary.
    handlers['user-authenticated']({} as { session_id: string }, { channel: userChannel });
    handlers['user-authenticated']({ session_id: '' }, { channel: userChannel });

    expect(useSessionStore.getState().otherDevice).toBe(false);
  });

  it('ends the session on session-expired: requests stop and the session shell is told', () => {
    const { handlers } = setup();
    const expired = vi.fn();
    const stop = onRequestEvent('sessionExpired', expired);

    handlers['session-expired'](undefined, { channel: userChannel });
    handlers['session-expired'](undefined, { channel: userChannel });

    expect(isRequestGateClosed()).toBe(true);
    expect(expired).toHaveBeenCalledOnce();
    stop();
  });
});
