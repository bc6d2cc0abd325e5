// A resource's view page: the record (404 and foreign records alike say so), an Edit button for
// users who may edit, the feature's extras, and the revision history.
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { ReadError } from '../../../components/load-error';
import { DeleteRecordButton } from '../../../components/resource/delete-record-button';
import { recordTitle } from '../../../components/resource/record-title';
import { ResourceShow } from '../../../components/resource/resource-show';
import { can } from '../../../lib/permissions/permissions';
import { resourceApi } from '../../../lib/resources/resource-api';
import { RouteHeader } from '../../resources/resource-page-header';
import { NotFound } from '../not-found';
import { RECORD_ID } from './record-id';
import { useResourcePage } from '../../resources/use-resource-page';

export function Component() {
  const { id = '' } = useParams();
  const { web, d, access, context, maskPhi } = useResourcePage();
  const isRecordId = RECORD_ID.test(id);
  const record = useQuery({ ...resourceApi<{ id: number }>(d).getOptions(Number(id)), enabled: isRecordId });
  if (!isRecordId) return <NotFound />;
  if (record.error) return <><RouteHeader /><ReadError error={record.error} message={`The ${d.labels.singular.toLowerCase()} could not be loaded.`} onRetry={() => void record.refetch()} retrying={record.isFetching} /></>;
  if (!record.data) return <CenteredLoader />;
  const row = record.data;
  const mayChange = can(access, d.permission.edit ?? 'Edit', d.permission.resource);
  const locked = mayChange ? web.lockedFor?.(row, (action, resource) => can(access, action, resource)) ?? null : null;
  const mayEdit = d.routes.variants.includes('edit') && mayChange && !locked;
  const mayDelete = (d.api.operations as readonly string[]).includes('delete') && mayChange && !locked;
  const { ShowActions, ShowExtras } = web;
  return (
    <>
    <RouteHeader />
    <ResourceShow
      d={d}
      row={row}
      context={context}
      actions={(
        <Group gap="xs">
          {ShowActions ? <ShowActions row={row} /> : null}
          {locked ? <Text size="sm" c="dimmed" maw={420} data-testid="record-locked">{locked}</Text> : null}
          {mayEdit ? <Button component={Link} to={`${d.routes.base}/${row.id}/edit`} variant="default">Edit</Button> : null}
          {mayDelete ? <DeleteRecordButton d={d} id={row.id} name={recordTitle(d, row, maskPhi)} related={web.related} /> : null}
        </Group>
      )}
      extras={ShowExtras ? <ShowExtras row={row} /> : null}
    />
    </>
  );
}
