import type { FilterOption, RawOption } from './types';

/** Filter endpoints answer lists of names or of key/value pairs; both become value + label. */
export function normaliseOptions(raw: readonly RawOption[]): FilterOption[] {
  return raw.flatMap((item) => {
    if (typeof item === 'string') return [{ value: item, label: item }];
    if (item.key !== undefined) return [{ value: item.key, label: item.value ?? item.key }];
    if (item.name !== undefined) return [{ value: item.name, label: item.name }];
    return [];
  });
}
