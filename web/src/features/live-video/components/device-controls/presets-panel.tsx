// PTZ presets (flag ptz_presets): recall, rename, delete, and add while 6 or fewer exist.
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PRESET_ADD_LIMIT, PRESET_NAME_MAX, validatePresetName } from '../../../../lib/media/ptz-presets';
import { usePresets } from '../../hooks/use-presets';
import type { PtzSend } from '../../hooks/use-ptz';
import { PresetRow } from './preset-row';

interface PresetsPanelProps {
  deviceId: number | null;
  send: PtzSend;
}

export function PresetsPanel({ deviceId, send }: PresetsPanelProps) {
  const presets = usePresets(deviceId, send);
  const [name, setName] = useState('');
  const invalid = name.trim() ? validatePresetName(name) : null;
  const add = async () => {
    if (await presets.add(name)) setName('');
  };
  return (
    <Stack gap={6} aria-label="Presets" role="group">
      <Text size="sm" fw={600}>Presets</Text>
      {presets.loading ? <Loader size="xs" /> : null}
      {presets.failed ? <Text size="xs" c="red">The presets could not be loaded.</Text> : null}
      {presets.presets.map((preset) => (
        <PresetRow
          key={preset.id}
          preset={preset}
          onRecall={() => void presets.recall(preset)}
          onRename={(next) => void presets.rename(preset, next)}
          onDelete={() => void presets.remove(preset)}
        />
      ))}
      {!presets.loading && presets.presets.length === 0 ? <Text size="xs" c="dimmed">No presets yet</Text> : null}
      <Group gap={4} wrap="nowrap" align="flex-start">
        <TextInput
          size="xs"
          placeholder="Preset name"
          aria-label="Preset name"
          value={name}
          maxLength={PRESET_NAME_MAX}
          error={invalid ?? undefined}
          disabled={!presets.canAdd}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => { if (event.key === 'Enter' && presets.canAdd && name.trim() && !invalid) void add(); }}
          style={{ flex: 1 }}
        />
        <Button size="xs" onClick={() => void add()} disabled={!presets.canAdd || !name.trim() || invalid !== null} loading={presets.busy}>Add Preset</Button>
      </Group>
      {!presets.canAdd ? <Text size="xs" c="dimmed">A device holds at most {PRESET_ADD_LIMIT + 1} presets.</Text> : null}
    </Stack>
  );
}
