// The room notification snackbars on screen (live video §4): one per received request, and the
// Accepted notes that replace a patient's snackbars once someone else takes a request for them.
import { create } from 'zustand';
import type { VirtualRequest } from '../api/virtual-requests';

export type Snackbar =
  | { key: string; kind: 'request'; request: VirtualRequest }
  | { key: string; kind: 'accepted'; request: VirtualRequest; acceptedBy: string };

interface SnackbarState {
  snackbars: Snackbar[];
  showRequest: (request: VirtualRequest) => void;
  /** Someone else accepted `requestId`: this user's snackbars for its patient close and an Accepted note says who took it. */
  acceptedElsewhere: (requestId: number, patientId: number | null, acceptedBy: string) => void;
  close: (key: string) => void;
}

export const useSnackbarStore = create<SnackbarState>()((set) => ({
  snackbars: [],
  showRequest: (request) => set((state) => ({
    snackbars: [...state.snackbars.filter((s) => s.key !== `request-${request.id}`), { key: `request-${request.id}`, kind: 'request', request }],
  })),
  acceptedElsewhere: (requestId, patientId, acceptedBy) => set((state) => {
    const shown = state.snackbars.find((s) => s.kind === 'request' && s.request.id === requestId);
    // A user who was never shown the request (another kind, another division) hears nothing of it.
    if (!shown) return state;
    const forPatient = (s: Snackbar) => s.kind === 'request' && s.request.patient.id === (patientId ?? shown.request.patient.id);
    return { snackbars: [...state.snackbars.filter((s) => !forPatient(s)), { key: `accepted-${requestId}`, kind: 'accepted', request: shown.request, acceptedBy }] };
  }),
  close: (key) => set((state) => ({ snackbars: state.snackbars.filter((s) => s.key !== key) })),
}));
