import { afterEach, describe, expect, it, vi } from 'vitest';
import { initApiClient } from '../../../lib/api/client';
import type { VirtualRequest } from '../api/virtual-requests';
import { receiveRoomNotification, videoVisitPath } from './receive';
import { useSnackbarStore } from './snackbar-store';

const request = (id: number, patientId: number): VirtualRequest => ({
  id, type: 'eICU', kind: 'eicu', virtual_request_type_id: 1, priority: 'high', status: 'open',
  type_details: { notification_sound: 'eicu_request', sound_repeat_count: 3, video_reason_id: 6 },
  patient: { id: patientId, name: 'Alma Sandoval' }, room: { name: 'N-302' }, division: { id: 1, name: 'North Tower' },
  assignee: null, created_at: '2026-11-25T16:00:00Z', updated_at: '2026-11-25T16:00:00Z',
});
const shown = () => useSnackbarStore.getState().snackbars.map((s) => s.key);

afterEach(() => useSnackbarStore.setState({ snackbars: [] }));

describe('room notification snackbars', () => {
  it('someone else’s accept closes the snackbars of that patient asking the same, and leaves an Accepted note', () => {
    const { showRequest, acceptedElsewhere } = useSnackbarStore.getState();
    showRequest(request(1, 2));
    showRequest(request(2, 2));
    showRequest(request(3, 9));
    // The same patient's virtual nursing request is another ask: it stays open, so does its snackbar.
    showRequest({ ...request(4, 2), type: 'Virtual Nursing', kind: 'virtual_nursing', virtual_request_type_id: 4 });
    acceptedElsewhere(1, 2, 'Vera Anne Castellano');
    expect(shown()).toEqual(['request-3', 'request-4', 'accepted-1']);
    expect(useSnackbarStore.getState().snackbars[2]).toMatchObject({ kind: 'accepted', acceptedBy: 'Vera Anne Castellano' });
  });

  it('the user’s own accept, from another tab, closes that request’s snackbar with no note', () => {
    const { showRequest, acceptedHere } = useSnackbarStore.getState();
    showRequest(request(1, 2));
    showRequest(request(2, 2));
    acceptedHere(1);
    expect(shown()).toEqual(['request-2']);
  });

  it('an accept of a request this user was never shown changes nothing', () => {
    useSnackbarStore.getState().showRequest(request(3, 9));
    useSnackbarStore.getState().acceptedElsewhere(1, 2, 'Vera Anne Castellano');
    expect(shown()).toEqual(['request-3']);
  });

  it('the start-video instruction carries the type’s video reason', () => {
    expect(videoVisitPath(request(1, 2))).toBe('/patients/2/overview/video-visit?start_video=1&video_reason_id=6');
    expect(videoVisitPath({ ...request(1, 2), type_details: { ...request(1, 2).type_details, video_reason_id: null } })).toBe('/patients/2/overview/video-visit?start_video=1');
  });

  it('a notification of a request no longer open closes its snackbar: denied once the patient left, or dismissed', async () => {
    // What the server answers now: request 1 denied on receive; request 2 received open, then read dismissed.
    const answers: Record<string, VirtualRequest> = {
      'POST /virtual_requests/1/receive': { ...request(1, 2), status: 'denied' },
      'POST /virtual_requests/2/receive': request(2, 9),
      'GET /virtual_requests/2': { ...request(2, 9), status: 'dismissed' },
    };
    const fetch = vi.fn(async (call: Request) => Response.json(answers[`${call.method} ${new URL(call.url).pathname.replace('/api/v1', '')}`]));
    initApiClient({ baseUrl: 'http://bedside.test/api/v1', fetch, onUnauthorized: vi.fn() });
    const { showRequest } = useSnackbarStore.getState();
    showRequest(request(1, 2));
    showRequest(request(2, 9));
    await receiveRoomNotification(1, false);
    expect(shown()).toEqual(['request-2']);
    await receiveRoomNotification(2, false);
    expect(shown()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
