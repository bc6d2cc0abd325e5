// A video device coming back online (the realtime device-status-changed event), told to whoever
// waits for it without React: a wall tile whose join was refused while its camera was offline tries
// again at once, instead of at its next backoff (up to 15 s of a dark tile for a patient whose
// camera is back).
const listeners = new Set<(deviceId: number) => void>();

export function onDeviceOnline(listener: (deviceId: number) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function deviceOnline(deviceId: number): void {
  for (const listener of [...listeners]) listener(deviceId);
}
