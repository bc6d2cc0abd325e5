import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PRESET_NAME_MAX, renameIntent } from '../../../../lib/media/ptz-presets';
import type { PtzPreset } from '../../api/list-ptz-presets';
import { TrashIcon } from './trash-icon';

interface PresetRowProps {
  preset: PtzPreset;
  onRecall: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

/** One preset: its name recalls it; rename edits in place (an empty name cancels); delete. */
export function PresetRow({ preset, onRecall, onRename, onDelete }: PresetRowProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const intent = editing === null ? null : renameIntent(editing);
  const confirm = () => {
    if (editing !== null) onRename(editing);
    setEditing(null);
  };
  if (editing !== null) {
    return (
      <Group gap={4} wrap="nowrap" data-testid="preset-row">
        <TextInput
          size="xs"
          aria-label={`New name for ${preset.name}`}
          value={editing}
          maxLength={PRESET_NAME_MAX}
          autoFocus
          error={intent?.action === 'invalid' ? intent.error : undefined}
          onChange={(event) => setEditing(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm();
            if (event.key === 'Escape') setEditing(null);
          }}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={confirm}>Save</Button>
        <Button size="xs" variant="default" onClick={() => setEditing(null)}>Cancel</Button>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" data-testid="preset-row">
      <Button size="xs" variant="light" onClick={onRecall} style={{ flex: 1 }} aria-label={`Go to preset ${preset.name}`}>{preset.name}</Button>
      <ActionIcon variant="subtle" aria-label={`Rename preset ${preset.name}`} onClick={() => setEditing(preset.name)}><span aria-hidden>✎</span></ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete preset ${preset.name}`} onClick={onDelete}><TrashIcon /></ActionIcon>
    </Group>
  );
}
