import '@mantine/spotlight/styles.css';
import { Group, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { usePaletteStore } from '../hooks/palette-store';
import { filterActions, type PaletteAction } from '../utils/filter-actions';

interface CommandPaletteProps {
  actions: readonly PaletteAction[];
  onNavigate: (to: string) => void;
}

/**
 * The Ctrl/Cmd+K palette over the pages the user can see. Loaded on first use, so Spotlight is
 * not part of the initial bundle; arrows, Enter and Esc are Spotlight's own.
 */
export function CommandPalette({ actions, onNavigate }: CommandPaletteProps) {
  const [[store, control]] = useState(() => createSpotlight());
  const [query, setQuery] = useState('');
  const { opened, close } = usePaletteStore();
  const shown = useMemo(() => filterActions(actions, query), [actions, query]);
  // The search box is a combobox over the list of pages, and names the highlighted page as its
  // active descendant: Spotlight only marks it (data-selected), so a screen reader heard nothing
  // move with the arrows (a11y QA). Spotlight keeps the highlight in its store without telling its
  // subscribers, and Enter opens the page marked in the list: the list is watched for the mark.
  // Spotlight finds that mark with a selector on the list's id: no punctuation in it.
  const listId = `palette-${useId().replace(/[^\w-]/g, '')}`;
  const [activeId, setActiveId] = useState<string>();
  const watchHighlight = useCallback((list: HTMLDivElement | null) => {
    if (!list) return undefined;
    const read = () => setActiveId(list.querySelector('[data-selected]')?.id || undefined);
    const observer = new MutationObserver(read);
    observer.observe(list, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-selected', 'id'] });
    read();
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (opened) control.open();
    else control.close();
  }, [opened, control]);

  return (
    <Spotlight.Root store={store} query={query} onQueryChange={setQuery} shortcut={null} onSpotlightClose={close} scrollable maxHeight={360}>
      <Spotlight.Search
        placeholder="Go to page…"
        aria-label="Go to page"
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
      />
      {/* A listbox while it lists pages; Nothing found is no option. */}
      <Spotlight.ActionsList ref={watchHighlight} id={listId} aria-label="Pages" role={shown.length > 0 ? 'listbox' : undefined}>
        {shown.length > 0 ? (
          shown.map((action, index) => (
            <Spotlight.Action
              key={action.id}
              // Spotlight.Action drops an id prop: it is set on the element itself.
              ref={(element: HTMLButtonElement | null) => { if (element) element.id = `${listId}-${index}`; }}
              role="option"
              aria-selected={`${listId}-${index}` === activeId}
              label={action.label}
              description={action.breadcrumbs.join(' / ') || undefined}
              onClick={() => onNavigate(action.to)}
            />
          ))
        ) : (
          <Spotlight.Empty>Nothing found</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid="palette-count">
            {shown.length} {shown.length === 1 ? 'item' : 'items'}
          </Text>
          <Text size="xs" c="dimmed">
            ↑↓ to navigate · Enter to select · Esc to close
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
