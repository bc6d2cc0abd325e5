// The realtime connection's status, for screens that fall back to polling while it is down.
import { create } from 'zustand';
import type { RealtimeStatus } from './realtime-client';

export const useRealtimeStatus = create<{ status: RealtimeStatus; set: (status: RealtimeStatus) => void }>()((set) => ({
  status: 'connecting',
  set: (status) => set({ status }),
}));
