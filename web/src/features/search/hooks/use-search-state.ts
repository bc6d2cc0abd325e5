import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useSearch } from '../api/search';
import type { SearchDropdownState } from '../components/search-dropdown';
import { flattenEntries, toResultGroups, type SearchEntry } from '../utils/search-results';

export const SEARCH_DEBOUNCE_MS = 300;

/** What the dropdown shows for the text typed so far, searched 300 ms after the last keystroke. */
export function useSearchState(text: string): { state: SearchDropdownState; entries: SearchEntry[] } {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useSearch(debounced);
  return useMemo(() => {
    if (text.trim() === '' || debounced === '') return { state: { kind: 'idle' }, entries: [] };
    // Results of an earlier text are never shown for this one (after clearing the box, the
    // debounced value still holds the previous query for up to 300 ms).
    if (debounced !== text.trim()) return { state: { kind: 'loading' }, entries: [] };
    // A failure clears the results and shows the server's own words.
    if (query.isError) return { state: { kind: 'error', message: query.error.message }, entries: [] };
    if (!query.data) return { state: { kind: 'loading' }, entries: [] };
    const groups = toResultGroups(query.data.groups);
    return { state: { kind: 'results', groups }, entries: flattenEntries(groups) };
  }, [text, debounced, query.isError, query.error, query.data]);
}
