// The choices of a select or filter from its descriptor source: an enum's labels, a field of the
// resource's dropdown call (per division), or a dynamic field's enabled values by sort order with
// N/A first. Masked names (a patient choice) are masked as everywhere else.
import { useQuery } from '@tanstack/react-query';
import { displayValue, type AnyResource, type MaskType, type OptionSource } from '@bedside/resources';
import { apiQueryOptions } from '../../lib/api/api-query';
import { useMaskPhi } from '../../lib/preferences/mask-phi';
import { resourceApi } from '../../lib/resources/resource-api';

export interface Option { value: string; label: string }
/** The N/A choice of a dynamic field: the form holds null for it. */
export const NA_VALUE = 'na';

export function useFieldOptions(d: AnyResource, source: OptionSource | undefined, divisionId: string, mask?: MaskType): Option[] {
  const maskPhi = useMaskPhi();
  const dropdownField = source && 'dropdown' in source ? source.dropdown : null;
  const dynamic = source && 'dynamicField' in source ? source.dynamicField : null;
  const api = resourceApi(d);
  const dropdown = useQuery({
    // A resource without a dropdown operation (custom fields) has no key for one.
    queryKey: dropdownField === null ? ['no-dropdown'] : api.dropdownKey(dropdownField, divisionId),
    queryFn: () => api.dropdown(dropdownField ?? '', divisionId),
    enabled: dropdownField !== null,
    staleTime: 30_000,
  });
  const values = useQuery({
    ...apiQueryOptions('listDynamicFields', { table_name: 'patients', field_name: 'status' }),
    enabled: dynamic !== null,
    staleTime: 60_000,
  });
  if (!source) return [];
  if ('enum' in source) return [...source.enum.options];
  if (dynamic) {
    const enabled = (values.data ?? []).filter((v) => v.is_enabled).sort((a, b) => a.sort_order - b.sort_order);
    return [{ value: NA_VALUE, label: 'N/A' }, ...enabled.map((v) => ({ value: String(v.id), label: v.label }))];
  }
  return (dropdown.data ?? []).map((o) => {
    const label = o.value ?? o.name ?? '';
    return { value: o.key ?? o.name ?? '', label: mask ? displayValue(label, mask, maskPhi) : label };
  });
}
