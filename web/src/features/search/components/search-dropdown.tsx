import { Badge, Box, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { Link } from 'react-router';
import { entryKey, type ResultGroup, type SearchEntry } from '../utils/search-results';
import { SearchResultContent } from './search-result-content';

export type SearchDropdownState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'results'; groups: ResultGroup[] };

interface SearchDropdownProps {
  listboxId: string;
  state: SearchDropdownState;
  activeKey: string | null;
  hrefOf: (entry: SearchEntry) => string;
  onHover: (entry: SearchEntry) => void;
  onOpen: () => void;
}

export const optionId = (listboxId: string, entry: SearchEntry) => `${listboxId}-${entryKey(entry)}`;

function Placeholder({ children, color }: { children: string; color?: string }) {
  return (
    <Text size="sm" c={color ?? 'dimmed'} ta="center" py="md" role={color ? 'alert' : 'status'}>
      {children}
    </Text>
  );
}

/** The result list under the search box: a placeholder, the server's error, or the groups. */
export function SearchDropdown({ listboxId, state, activeKey, hrefOf, onHover, onOpen }: SearchDropdownProps) {
  if (state.kind === 'idle') return <Placeholder>Type to start search</Placeholder>;
  if (state.kind === 'loading') return <Group justify="center" py="md"><Loader size="sm" aria-label="Searching" /></Group>;
  if (state.kind === 'error') return <Placeholder color="red">{state.message}</Placeholder>;
  if (state.groups.length === 0) return <Placeholder>{"Couldn't find anything"}</Placeholder>;
  return (
    <ScrollArea.Autosize mah={480} type="auto">
      <Box id={listboxId} role="listbox" aria-label="Search results">
        {state.groups.map((group) => (
          <Box key={group.groupId} role="group" aria-label={group.groupName} mb="xs">
            <Group justify="space-between" px="xs" py={4} role="presentation">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">{group.groupName}</Text>
              <Group gap={6}>
                {group.aboveLimit ? <Badge size="xs" color="orange" variant="light">above limit</Badge> : null}
                <Text size="xs" c="dimmed">{`${group.entries.length} / ${group.total}`}</Text>
              </Group>
            </Group>
            {group.entries.map((entry) => {
              const active = entryKey(entry) === activeKey;
              return (
                <Box
                  key={entryKey(entry)}
                  component={Link}
                  to={hrefOf(entry)}
                  id={optionId(listboxId, entry)}
                  role="option"
                  aria-selected={active}
                  onMouseEnter={() => onHover(entry)}
                  // A modified click opens a new tab: this box stays as it is.
                  onClick={(event) => {
                    if (!event.ctrlKey && !event.metaKey && !event.shiftKey) onOpen();
                  }}
                  display="block"
                  px="xs"
                  py={6}
                  style={{
                    color: 'inherit',
                    textDecoration: 'none',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: active ? 'var(--mantine-color-blue-light)' : undefined,
                  }}
                >
                  <SearchResultContent entry={entry} />
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </ScrollArea.Autosize>
  );
}
