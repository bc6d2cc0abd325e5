/** What these components need of a monitor: a PatientMonitor row (the contract's) fits. */
export interface MonitorRef {
  id: number;
  room?: { name: string } | null;
}
