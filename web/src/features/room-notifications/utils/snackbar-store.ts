// The room notification snackbars on screen (live video §4): one per received request, and the
// Accepted notes that replace a patient's snackbars once someone else takes a request for them.
// "Their own snackbars for that patient close" is read as those asking the same thing (the same
// request type): an eICU request still open, that only this nurse may take, vanished when a
// colleague took the patient's virtual nursing request (requests QA).
import { create } from 'zustand';
import type { VirtualRequest } from '../api/virtual-requests';

export type Snackbar =
  | { key: string; kind: 'request'; request: VirtualRequest }
  | { key: string; kind: 'accepted'; request: VirtualRequest; acceptedBy: string };

interface SnackbarState {
  snackbars: Snackbar[];
  showRequest: (request: VirtualRequest) => void;
  /** Someone else accepted `requestId`: this user's snackbars for its patient and type close and an Accepted note says who took it. */
  acceptedElsewhere: (requestId: number, patientId: number | null, acceptedBy: string) => void;
  /** This user accepted `requestId` (in this tab or another): its snackbar goes, with no note. */
  acceptedHere: (requestId: number) => void;
  /** `requestId` is no longer open and nobody accepted it (denied, dismissed): its snackbar goes, with no note. */
  ended: (requestId: number) => void;
  close: (key: string) => void;
}

const withoutRequest = (state: SnackbarState, requestId: number) => ({ snackbars: state.snackbars.filter((s) => s.key !== `request-${requestId}`) });

export const useSnackbarStore = create<SnackbarState>()((set) => ({
  snackbars: [],
  showRequest: (request) => set((state) => ({
    snackbars: [...state.snackbars.filter((s) => s.key !== `request-${request.id}`), { key: `request-${request.id}`, kind: 'request', request }],
  })),
  acceptedElsewhere: (requestId, patientId, acceptedBy) => set((state) => {
    const shown = state.snackbars.find((s) => s.kind === 'request' && s.request.id === requestId);
    // A user who was never shown the request (another kind, another division) hears nothing of it.
    if (!shown) return state;
    const sameAsk = (s: Snackbar) => s.kind === 'request' && s.request.patient.id === (patientId ?? shown.request.patient.id)
      && s.request.virtual_request_type_id === shown.request.virtual_request_type_id;
    return { snackbars: [...state.snackbars.filter((s) => !sameAsk(s)), { key: `accepted-${requestId}`, kind: 'accepted', request: shown.request, acceptedBy }] };
  }),
  acceptedHere: (requestId) => set((state) => withoutRequest(state, requestId)),
  ended: (requestId) => set((state) => withoutRequest(state, requestId)),
  close: (key) => set((state) => ({ snackbars: state.snackbars.filter((s) => s.key !== key) })),
}));
