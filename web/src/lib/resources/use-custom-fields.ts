// The custom fields of a descriptor's model (GET /custom_fields/all), read by its table, its form
// and its revision history. Kept for five minutes; a save on the custom fields pages refreshes it at
// once in the same browser (their web resource's `related`), another browser on its next page load.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyResource } from '@bedside/resources';
import { apiQueryOptions } from '../api/api-query';
import type { CustomFieldDef } from './custom-field-form';

const NONE: readonly CustomFieldDef[] = [];

export function useCustomFields(d: AnyResource): { fields: readonly CustomFieldDef[]; loading: boolean } {
  const query = useQuery({ ...apiQueryOptions('listAllCustomFields', {}), enabled: !!d.customFields, staleTime: 300_000 });
  const fields = useMemo(() => (d.customFields ? Object.values(query.data?.[d.customFields] ?? {}) : NONE), [d.customFields, query.data]);
  return { fields, loading: !!d.customFields && query.isPending };
}
