// Filter values by filter id; a dotted id (custom_fields.asset_tag) nests one level, as the API
// expects (filters[custom_fields][asset_tag]=...).
import type { FilterDefinition, FilterOption, Filters, FilterValue } from './types';

export function getFilter(filters: Filters, id: string): FilterValue | undefined {
  const [head = '', key] = id.split('.');
  if (!key) return filters[head];
  const group = filters[head];
  return group && typeof group === 'object' && !Array.isArray(group) ? (group as Record<string, string>)[key] : undefined;
}

export function setFilter(filters: Filters, id: string, value: FilterValue | undefined): Filters {
  const [head = '', key] = id.split('.');
  const next = { ...filters };
  if (!key) {
    if (value === undefined) delete next[head]; else next[head] = value;
    return next;
  }
  const group = { ...((filters[head] ?? {}) as Record<string, string>) };
  if (value === undefined || typeof value !== 'string') delete group[key]; else group[key] = value;
  if (Object.keys(group).length) next[head] = group; else delete next[head];
  return next;
}

/** On a division change: selected values a dynamic filter does not offer there are dropped. */
export function dropUnavailable(filters: Filters, definition: FilterDefinition, options: readonly FilterOption[]): Filters {
  const value = getFilter(filters, definition.id);
  const offered = (v: string) => options.some((o) => o.value === v || o.label === v);
  if (Array.isArray(value)) {
    const kept = value.filter(offered);
    return kept.length === value.length ? filters : setFilter(filters, definition.id, kept.length ? kept : undefined);
  }
  if (typeof value === 'string' && value !== '') {
    // AUTOCOMPLETE and TEXT match by contains: keep the text while some choice still contains it.
    const lower = value.toLowerCase();
    const available = definition.type === 'AUTOCOMPLETE' || definition.type === 'TEXT'
      ? options.some((o) => o.label.toLowerCase().includes(lower))
      : offered(value);
    return available ? filters : setFilter(filters, definition.id, undefined);
  }
  return filters;
}
