/** What these components need of a monitor: a PatientMonitor row (the contract's) fits. */
export interface MonitorRef {
  id: number;
  room?: { name: string } | null;
  /** Which actions apply (unknown: all): Alarm needs an active monitor; a stopped one takes no new curtain or nudge. */
  status?: string;
  /** The monitor's division: a stat alarm is raised in it (the API refuses one of another division than the call names). */
  division?: { id: number };
}
