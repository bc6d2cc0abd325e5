import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { components } from '@bedside/openapi/api';

export type StatusTone = 'success' | 'danger' | 'info' | 'warning' | 'neutral';
type MonitorStatus = components['schemas']['MonitorStatus'];

const toneColors: Record<StatusTone, string> = {
  success: 'green',
  danger: 'red',
  info: 'blue',
  warning: 'yellow',
  neutral: 'gray',
};

/** A small coloured status label; the tone carries the meaning, the text the detail. */
export function StatusTag({ tone, status, children }: { tone: StatusTone; status?: string; children: ReactNode }) {
  return (
    <Badge color={toneColors[tone]} variant="light" size="sm" radius="sm" data-tone={tone} data-status={status}>
      {children}
    </Badge>
  );
}

const monitorTones: Record<MonitorStatus, StatusTone> = {
  stopped: 'danger',
  pending: 'info',
  active: 'success',
  paused: 'warning',
  created: 'neutral',
};

export function monitorStatusTone(status: MonitorStatus): StatusTone {
  return monitorTones[status];
}

const label = (status: string) => (status ? status[0]!.toUpperCase() + status.slice(1).replaceAll('_', ' ') : status);

/** A patient monitor's status: stopped danger, pending info, active success, paused warning. */
export function MonitorStatusTag({ status }: { status: MonitorStatus }) {
  return <StatusTag tone={monitorStatusTone(status)}>{label(status)}</StatusTag>;
}

/** A patient's status: active in green, anything else (discharged...) in red. */
export function PatientStatusTag({ status }: { status: string }) {
  return <StatusTag tone={status === 'active' ? 'success' : 'danger'}>{label(status)}</StatusTag>;
}
