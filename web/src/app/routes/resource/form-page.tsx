// A resource's add and edit pages: the generic form; a save patches every cached copy of the record
// (or reloads the lists for a new one) and says so. A new record opens its page; an edit stays,
// with the feature's extra settings and the revision history that now shows the change. The form
// waits for the model's custom fields, which it shows after the descriptor's.
import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ReadError } from '../../../components/load-error';
import { can } from '../../../lib/permissions/permissions';
import { recordTitle } from '../../../components/resource/record-title';
import { ResourceForm } from '../../../components/resource/resource-form';
import { RevisionHistory } from '../../../components/resource/revision-history';
import { customFormFields } from '../../../lib/resources/custom-field-form';
import { patchRecord, recordCreated } from '../../../lib/resources/patch-record';
import { resourceApi } from '../../../lib/resources/resource-api';
import { useCustomFields } from '../../../lib/resources/use-custom-fields';
import { RouteHeader } from '../../resources/resource-page-header';
import { useResourcePage } from '../../resources/use-resource-page';
import { NotFound } from '../not-found';
import { RECORD_ID } from './record-id';

type Row = { id: number; division?: { id: number } };

export function Component() {
  const { id } = useParams();
  const { web, d, divisionId, maskPhi, context, access } = useResourcePage();
  const api = resourceApi<Row>(d);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const record = useQuery({ ...api.getOptions(Number(id ?? 0)), enabled: id !== undefined && RECORD_ID.test(id) });
  const custom = useCustomFields(d);
  const extraFields = useMemo(() => customFormFields(custom.fields, context.dates), [custom.fields, context.dates]);
  const afterSave = (row: Row) => `${d.routes.base}${d.routes.variants.includes('view') ? `/${row.id}/view` : ''}`;
  // A create whose answer the feature shows before the record's page opens (web.Created).
  const [created, setCreated] = useState<Row | null>(null);
  if (id !== undefined && !RECORD_ID.test(id)) return <NotFound />;
  if (custom.loading) return <CenteredLoader />;
  if (id === undefined) {
    const { Created } = web;
    return (
      <>
      <RouteHeader />
      {Created && created ? <Created row={created} onClose={() => void navigate(afterSave(created))} /> : null}
      <ResourceForm<Row>
        key="create"
        d={d}
        variant="create"
        divisionId={divisionId}
        masked={maskPhi}
        inputs={web.inputs}
        extraFields={extraFields}
        access={access}
        save={(body) => api.create(body, divisionId)}
        onSaved={(row) => {
          recordCreated(queryClient, d, row, web.related);
          notifications.show({ message: `${d.labels.singular} created`, color: 'green' });
          if (web.Created) setCreated(row);
          else void navigate(afterSave(row));
        }}
        onCancel={() => void navigate(d.routes.base)}
      />
      </>
    );
  }
  if (record.error) return <><RouteHeader /><ReadError error={record.error} message={`The ${d.labels.singular.toLowerCase()} could not be loaded.`} onRetry={() => void record.refetch()} retrying={record.isFetching} /></>;
  if (!record.data) return <CenteredLoader />;
  const row = record.data;
  const { EditExtras } = web;
  // An address typed by hand: the record is beyond the user, and its save would be refused.
  const locked = web.lockedFor?.(row, (action, resource) => can(access, action, resource)) ?? null;
  if (locked) return <><RouteHeader /><Alert color="yellow" data-testid="record-locked">{locked}</Alert></>;
  return (
    <Stack gap="sm">
      <RouteHeader title={`Edit ${recordTitle(d, row, maskPhi)}`} />
      <ResourceForm<Row>
        key={`edit-${row.id}`}
        d={d}
        variant="edit"
        row={row}
        divisionId={String(row.division?.id ?? divisionId)}
        masked={maskPhi}
        inputs={web.inputs}
        extraFields={extraFields}
        access={access}
        save={(body) => api.update(row.id, body)}
        onSaved={(saved) => {
          patchRecord(queryClient, d, saved.id, saved, { related: web.related });
          void queryClient.invalidateQueries({ queryKey: api.revisionsOptions(saved.id).queryKey });
          notifications.show({ message: `${d.labels.singular} saved`, color: 'green' });
        }}
        onCancel={() => void navigate(d.routes.base)}
      />
      {EditExtras ? <EditExtras row={row} /> : null}
      {(d.api.operations as readonly string[]).includes('revisions') ? <RevisionHistory d={d} recordId={row.id} context={context} /> : null}
    </Stack>
  );
}
