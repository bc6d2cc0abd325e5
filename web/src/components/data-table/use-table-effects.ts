// Effects a table needs beyond its query: following the selected saved view (and the user's
// default view), and dropping dynamic-filter values a newly chosen division does not offer.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { dropUnavailable } from './filter-values';
import { normaliseOptions } from './options';
import type { ColumnLayout, FilterDefinition, Filters, PerPage, SavedView, SavedViewsAdapter, Sort } from './types';
import { holdsFilters } from './url-state';
import type { TableState } from './use-table-state';
import { viewLayout, viewQuery } from './view-state';

interface SyncOptions {
  state: TableState;
  savedViews: SavedViewsAdapter | undefined;
  allIds: readonly string[];
  defaultLayout: ColumnLayout;
  setLayout: (layout: ColumnLayout) => void;
  defaults: { filters: Filters; sort: Sort; perPage: PerPage };
  inner: boolean;
}

export function useSavedViewSync({ state, savedViews, allIds, defaultLayout, setLayout, defaults, inner }: SyncOptions): SavedView | null {
  const location = useLocation();
  const views = savedViews?.views;
  const selected = views?.find((v) => v.id === state.query.view_id) ?? null;
  const appliedDefault = useRef(false);
  const navigating = useNavigation().state !== 'idle';

  // The user's default view applies when the page opens with no filters and no view chosen.
  // Not once the user has gone on: applied by a navigation of its own, it cancelled a navigation
  // still loading its page's code (a sidebar link clicked before the views were read did nothing).
  useEffect(() => {
    if (appliedDefault.current || !views) return;
    appliedDefault.current = true;
    if (navigating) return;
    const search = new URLSearchParams(location.search);
    if (inner || holdsFilters(search) || state.query.view_id !== null) return;
    const view = views.find((v) => v.is_default && !v.is_system);
    if (!view) return;
    state.applyView(view.id, viewQuery(view, { sort: defaults.sort, perPage: defaults.perPage }), true);
  }, [views, navigating, inner, location.search, state, defaults.sort, defaults.perPage]);

  // Columns follow the selected view (also after reload and back/forward, through filter_id).
  const layoutKey = selected ? `${selected.id}:${JSON.stringify(selected.metadata.visible_columns)}:${JSON.stringify(selected.metadata.column_settings)}` : 'none';
  useEffect(() => {
    setLayout(selected ? viewLayout(selected, allIds) ?? defaultLayout : defaultLayout);
    // the key captures what matters of the selected view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layoutKey, defaultLayout]);
  return selected;
}

/** On 'division-changed', selected values of dynamic filters the new division lacks are dropped. */
export function useDivisionFilterGuard(state: TableState, definitions: readonly FilterDefinition[]): void {
  const queryClient = useQueryClient();
  const latest = useRef(state);
  useEffect(() => { latest.current = state; });
  useEffect(() => {
    const onChange = (event: WindowEventMap['division-changed']) => {
      const divisionId = event.detail.divisionId;
      void (async () => {
        let filters = latest.current.query.filters;
        for (const definition of definitions) {
          const load = definition.loadOptions;
          if (!definition.dynamic || !load) continue;
          const options = await queryClient.fetchQuery({
            queryKey: ['filter-options', definition.id, divisionId],
            queryFn: async () => normaliseOptions(await load(divisionId)),
            staleTime: 60_000,
          });
          filters = dropUnavailable(filters, definition, options);
        }
        if (filters !== latest.current.query.filters) latest.current.setFilters(filters);
      })();
    };
    window.addEventListener('division-changed', onChange);
    return () => window.removeEventListener('division-changed', onChange);
  }, [definitions, queryClient]);
}
