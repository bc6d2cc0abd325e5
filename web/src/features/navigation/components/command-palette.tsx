import '@mantine/spotlight/styles.css';
import { Group, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useEffect, useMemo, useState } from 'react';
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

  useEffect(() => {
    if (opened) control.open();
    else control.close();
  }, [opened, control]);

  return (
    <Spotlight.Root store={store} query={query} onQueryChange={setQuery} shortcut={null} onSpotlightClose={close} scrollable maxHeight={360}>
      <Spotlight.Search placeholder="Go to page…" aria-label="Go to page" />
      <Spotlight.ActionsList aria-label="Pages">
        {shown.length > 0 ? (
          shown.map((action) => (
            <Spotlight.Action
              key={action.id}
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
