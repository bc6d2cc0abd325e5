// Patients on the generic resource pages: Quick Edit (the live video spec's modal) and the
// overview link per row and on the record page.
import { useState } from 'react';
import type { components } from '@bedside/openapi/api';
import { patients } from '@bedside/resources';
import { RowActionButton, RowActionGroup, CellLink } from '../../components/data-table/row-action';
import type { WebResource } from '../../components/resource/web-resource';
import { useCurrentUser } from '../auth/api/get-current-user';
import { accessSubjectOf, can } from '../../lib/permissions/permissions';
import { PatientQuickEdit } from './components/patient-quick-edit';

type Patient = components['schemas']['Patient'];

/** `overviewLink` false on the overview itself, which would link to the page it is on. */
export function PatientActions({ row, overviewLink = true }: { row: Patient; overviewLink?: boolean }) {
  const [editing, setEditing] = useState(false);
  // A closed Mantine modal still mounts a portal into the body: a page of 100 rows spent most of
  // its page change on them. The modal mounts on the first Quick Edit and stays for its close
  // transition and focus return. It opens a frame after it mounts: mounted open, it never learnt
  // where the focus was, and Cancel, Esc or Save dropped the keyboard at the top of the page (a11y QA).
  const [used, setUsed] = useState(false);
  const quickEdit = () => {
    if (used) return setEditing(true);
    setUsed(true);
    requestAnimationFrame(() => setEditing(true));
  };
  const canEdit = can(accessSubjectOf(useCurrentUser()), 'Edit', 'Patient');
  return (
    <RowActionGroup>
      {canEdit ? <RowActionButton onClick={quickEdit}>Quick Edit</RowActionButton> : null}
      {overviewLink ? <CellLink to={`/patients/${row.id}/overview`}>Overview</CellLink> : null}
      {used ? <PatientQuickEdit patient={row} opened={editing} onClose={() => setEditing(false)} /> : null}
    </RowActionGroup>
  );
}

export const patientsWeb: WebResource<Patient> = {
  descriptor: patients,
  RowActions: PatientActions,
  ShowActions: PatientActions,
  // A patient's name, room and status show in search results and on the monitors.
  related: [['get', '/search'], ['get', '/patient_monitors'], ['get', '/patients/{id}/timeline']],
};
