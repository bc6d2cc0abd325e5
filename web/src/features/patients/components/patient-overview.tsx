// /patients/:id/overview and its tabs: the patient's header (masked per mask_phi, statuses, Quick
// Edit) above tabs that are child routes, so each tab has its own URL and title.
import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { components } from '@bedside/openapi/api';
import { monitorStatus } from '@bedside/resources';
import { MaskedText } from '../../../components/masked-text';
import { MonitorStatusTag, PatientStatusTag } from '../../../components/status-tag';
import { apiQueryOptions } from '../../../lib/api/api-query';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDateFormatSettings } from '../../../lib/format/date-format-context';
import { PatientActions } from '../web-resource';
import { PatientForms } from './patient-forms';
import { PatientTimeline } from './patient-timeline';
import { ReadError } from '../../../components/load-error';

type Patient = components['schemas']['PatientDetail'];
export type OverviewTab = 'summary' | 'monitors' | 'forms' | 'ai-insights' | 'time-machine' | 'video-summaries';

const tabs: { value: OverviewTab | 'video-visit' | 'edit'; label: string; path: string }[] = [
  { value: 'summary', label: 'Overview', path: '' },
  { value: 'monitors', label: 'Monitors', path: '/monitors' },
  { value: 'video-visit', label: 'Video Visit', path: '/video-visit' },
  { value: 'time-machine', label: 'Time Machine', path: '/time-machine' },
  { value: 'forms', label: 'Forms', path: '/forms' },
  { value: 'ai-insights', label: 'AI Insights', path: '/ai-insights' },
  { value: 'video-summaries', label: 'Video Summaries', path: '/video-summaries' },
  { value: 'edit', label: 'Edit', path: '/edit' },
];

export function PatientOverview({ id, tab }: { id: number; tab: OverviewTab }) {
  const navigate = useNavigate();
  const patient = useQuery(apiQueryOptions('getPatient', { id }));
  if (patient.error) return <ReadError error={patient.error} message="The patient could not be loaded." onRetry={() => void patient.refetch()} retrying={patient.isFetching} />;
  if (!patient.data) return <Loader />;
  const p = patient.data;
  const base = `/patients/${id}/overview`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="start">
        <Stack gap={2}>
          <Title order={2} data-testid="patient-name"><MaskedText value={p.display_name} type="patient_name" /></Title>
          <Text size="sm" c="dimmed">
            MRN <MaskedText value={p.mrn} type="mrn" /> · DOB <MaskedText value={p.dob} type="dob" fallback="N/A" /> · {p.room?.name ?? 'No room'} · {p.division.name}
          </Text>
          {/* Each status named: two green ACTIVE tags side by side did not say which was the patient's. */}
          <Group gap="xs">
            <Text size="sm" c="dimmed">Patient</Text><PatientStatusTag status={p.status} />
            {p.monitor_status ? <><Text size="sm" c="dimmed">Monitoring</Text><MonitorStatusTag status={p.monitor_status} /></> : null}
            {p.patient_status ? <Text size="sm">{p.patient_status.label}</Text> : null}
          </Group>
        </Stack>
        <PatientActions row={p} overviewLink={false} />
      </Group>
      <Tabs value={tab} onChange={(value) => { const t = tabs.find((x) => x.value === value); if (t) void navigate(`${base}${t.path}`); }}>
        <Tabs.List>{tabs.map((t) => <Tabs.Tab key={t.value} value={t.value}>{t.label}</Tabs.Tab>)}</Tabs.List>
      </Tabs>
      <TabBody tab={tab} patient={p} />
    </Stack>
  );
}

function TabBody({ tab, patient }: { tab: OverviewTab; patient: Patient }) {
  switch (tab) {
    case 'monitors': return <PatientMonitors id={patient.id} />;
    case 'time-machine': return <PatientTimeline patientId={patient.id} />;
    case 'forms': return <PatientForms patient={patient} />;
    case 'ai-insights': return <Empty>Insights from Aimee conversations and video analysis of this patient will appear here. There are none yet.</Empty>;
    case 'video-summaries': return <Empty>Summaries of recorded video sessions of this patient will appear here. There are none yet.</Empty>;
    default: return <Summary patient={patient} />;
  }
}

const Empty = ({ children }: { children: ReactNode }) => <Card withBorder><Text c="dimmed" data-testid="empty-tab">{children}</Text></Card>;

function Summary({ patient }: { patient: Patient }) {
  const dates = useDateFormatSettings();
  const fields: [string, string][] = [
    ['Admitted', patient.admitted_at ? formatDateTime(patient.admitted_at, dates) : 'N/A'],
    ['Discharged', patient.discharged_at ? formatDateTime(patient.discharged_at, dates) : 'N/A'],
    ['Virtual Patient Status', patient.patient_status?.label ?? 'N/A'],
    ['Monitor', patient.monitor_status ? monitorStatus.text[patient.monitor_status] : 'None running'],
    ['Device', patient.video_device?.name ?? 'N/A'],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {fields.map(([label, value]) => <div key={label}><Text size="xs" c="dimmed">{label}</Text><Text size="sm">{value}</Text></div>)}
    </SimpleGrid>
  );
}

function PatientMonitors({ id }: { id: number }) {
  const dates = useDateFormatSettings();
  const monitors = useQuery(apiQueryOptions('listPatientMonitoringSessions', { id }));
  if (monitors.data?.length === 0) return <Empty>This patient has never been monitored.</Empty>;
  return (
    <Table data-testid="patient-monitors">
      <Table.Thead><Table.Tr><Table.Th>Status</Table.Th><Table.Th>Room</Table.Th><Table.Th>Device</Table.Th><Table.Th>Started</Table.Th><Table.Th>Ended</Table.Th><Table.Th /></Table.Tr></Table.Thead>
      <Table.Tbody>
        {(monitors.data ?? []).map((m) => (
          <Table.Tr key={m.id}>
            <Table.Td><MonitorStatusTag status={m.status} /></Table.Td>
            <Table.Td>{m.room?.name ?? 'N/A'}</Table.Td>
            <Table.Td>{m.video_device?.name ?? 'N/A'}</Table.Td>
            <Table.Td>{m.monitor_started_at ? formatDateTime(m.monitor_started_at, dates) : 'N/A'}</Table.Td>
            <Table.Td>{m.monitor_ended_at ? formatDateTime(m.monitor_ended_at, dates) : ''}</Table.Td>
            <Table.Td><Anchor component={Link} to={`/patient-monitors/${m.id}/monitoring`} size="sm">Monitoring</Anchor></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
