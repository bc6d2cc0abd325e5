// The Patient quick edit modal (live video spec, "Patient quick edit modal"): title
// Edit Patient: {masked name}; a Virtual Patient Status select with N/A and the enabled statuses
// by sort order; Cancel and Save, Save disabled while invalid (nothing changed); PUT
// /patients/{id}; the toast "Patient status updated successfully" for 3 s (spec: toasts).
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { FormModal } from '../../../components/form-modal';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '@bedside/openapi/api';
import { displayValue, patients } from '@bedside/resources';
import { apiCall, apiQueryOptions } from '../../../lib/api/api-query';
import { useMaskPhi } from '../../../lib/preferences/mask-phi';
import { patchRecord } from '../../../lib/resources/patch-record';

/** What the choices read of a dynamic field value. */
type DynamicFieldValue = Pick<components['schemas']['DynamicFieldValue'], 'id' | 'label' | 'is_enabled' | 'sort_order'>;
export interface QuickEditPatient { id: number; display_name: string; patient_status_id: number | null }

const NA = 'na';

/** N/A, then the enabled values in their sort order. */
export function statusOptions(values: readonly DynamicFieldValue[]) {
  const enabled = values.filter((v) => v.is_enabled).sort((a, b) => a.sort_order - b.sort_order);
  return [{ value: NA, label: 'N/A' }, ...enabled.map((v) => ({ value: String(v.id), label: v.label }))];
}

export function PatientQuickEdit({ patient, opened, onClose }: { patient: QuickEditPatient; opened: boolean; onClose: () => void }) {
  const masked = useMaskPhi();
  return (
    <FormModal opened={opened} onClose={onClose} title={`Edit Patient: ${displayValue(patient.display_name, 'patient_name', masked)}`} centered>
      {opened ? <QuickEditForm patient={patient} onClose={onClose} /> : null}
    </FormModal>
  );
}

function QuickEditForm({ patient, onClose }: { patient: QuickEditPatient; onClose: () => void }) {
  const queryClient = useQueryClient();
  const values = useQuery({ ...apiQueryOptions('listDynamicFields', { table_name: 'patients', field_name: 'status' }), staleTime: 60_000 });
  const initial = patient.patient_status_id === null ? NA : String(patient.patient_status_id);
  const [value, setValue] = useState<string>(initial);
  const options = statusOptions(values.data ?? []);
  const valid = options.some((o) => o.value === value) && value !== initial;
  const save = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => apiCall('updatePatient', { id: patient.id }, { patient: { patient_status_id: value === NA ? null : Number(value) } }),
    onSuccess: (saved) => {
      patchRecord(queryClient, patients, saved.id, saved, { related: [['get', '/patients/{id}/revisions'], ['get', '/patients/{id}/timeline']] });
      notifications.show({ message: 'Patient status updated successfully', color: 'green', autoClose: 3000 });
      onClose();
    },
  });
  return (
    <Stack gap="sm">
      <Select label="Virtual Patient Status" data={options} value={value} onChange={(v) => v && setValue(v)} allowDeselect={false} data-autofocus />
      {save.error ? <Alert color="red" role="alert">{save.error.message}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>Cancel</Button>
        <Button disabled={!valid} loading={save.isPending} onClick={() => save.mutate()}>Save</Button>
      </Group>
    </Stack>
  );
}
