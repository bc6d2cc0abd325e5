// A resource's list page: the generic list with saved views, the per-page preference, custom
// fields of its model, an Add button for users who may edit, and the feature's row and bulk actions.
import { Button, Text } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useBackgroundExport } from '../../../features/background-jobs/hooks/use-background-export';
import { useSavedViews, useTablePerPage } from '../../../features/table-settings/hooks/use-table-settings';
import { ResourceList, type Selection } from '../../../components/resource/resource-list';
import { useFieldOptions } from '../../../components/resource/use-field-options';
import { can } from '../../../lib/permissions/permissions';
import { useCustomFields } from '../../../lib/resources/use-custom-fields';
import { RouteHeader } from '../../resources/resource-page-header';
import { useResourcePage } from '../../resources/use-resource-page';
import { recordPath } from '../table/resource-routes';

export function Component() {
  const { web, d, access, divisionId, context } = useResourcePage();
  const savedViews = useSavedViews(d.key, can(access, 'Manage', 'System'));
  const perPage = useTablePerPage();
  const { fields } = useCustomFields(d);
  const dynamicSource = d.filters.map((f) => f.options).find((o) => o && 'dynamicField' in o);
  const dynamicOptions = useFieldOptions(d, dynamicSource, divisionId);
  const dynamicKey = JSON.stringify(dynamicOptions);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new array each render; its content decides
  const stableDynamic = useMemo(() => dynamicOptions, [dynamicKey]);
  // A record beyond the user (web.lockedFor) opens on its view page, where the reason is given.
  const recordHref = useCallback((row: { id: number }) => {
    const locked = web.lockedFor?.(row, (action, resource) => can(access, action, resource));
    return locked && d.routes.variants.includes('view') ? `${d.routes.base}/${row.id}/view` : recordPath(d, access, row.id);
  }, [d, web, access]);
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const Bulk = web.BulkActions && (web.bulkRequires ?? []).every((r) => can(access, r.action, r.resource)) ? web.BulkActions : undefined;
  const selection = useMemo<Selection | undefined>(() => (Bulk ? {
    ids, toggle: (id, on) => setIds((old) => { const next = new Set(old); if (on) next.add(id); else next.delete(id); return next; }),
  } : undefined), [Bulk, ids]);
  const exportInBackground = useBackgroundExport(d, access, divisionId);
  const RowActions = web.RowActions;
  const rowActions = useMemo(() => (RowActions ? (row: { id: number }) => <RowActions row={row} /> : undefined), [RowActions]);
  const mayAdd = d.routes.variants.includes('add') && can(access, d.permission.edit ?? 'Edit', d.permission.resource);
  const addsInAll = d.scope === 'organization' || divisionId !== '*';
  const addHintId = useId();
  const Extras = web.ListExtras;
  return (
    <>
    <RouteHeader />
    {Extras ? <Extras /> : null}
    <ResourceList
      d={d}
      divisionId={divisionId}
      context={context}
      recordHref={recordHref}
      cells={web.cells}
      customFields={fields}
      dynamicOptions={stableDynamic}
      savedViews={savedViews}
      perPagePreference={perPage}
      rowActions={rowActions}
      selection={selection}
      exportInBackground={exportInBackground}
      actions={(
        <>
          {mayAdd && addsInAll ? <Button component={Link} to={`${d.routes.base}/add`}>Add {d.labels.singular}</Button> : null}
          {mayAdd && !addsInAll ? (
            // A record of one division is added in that division: under All hospitals the form's
            // save answered "division_id must name it", the picker locked on the form (admin QA).
            // The reason shows beside the button, for a keyboard or touch user too (a hover tooltip
            // was all it had; a11y QA).
            <>
              <Button data-disabled aria-disabled aria-describedby={addHintId} onClick={(event) => event.preventDefault()}>Add {d.labels.singular}</Button>
              <Text id={addHintId} size="sm" c="dimmed">Choose a hospital in the picker to add a {d.labels.singular.toLowerCase()}</Text>
            </>
          ) : null}
          {Bulk ? <Bulk ids={[...ids]} clear={() => setIds(new Set())} /> : null}
        </>
      )}
    />
    </>
  );
}
