// The saved-view selector: the system default or a saved view; Save when the view was altered;
// Save As with a name (Save disabled without one), default, and 'Is System' for Manage System;
// a refused save keeps the dialog open with the server's reason (a taken name under Name).
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { FormModal } from '../form-modal';
import { useState } from 'react';
import type { SavedView, SavedViewsAdapter, ViewMetadata } from './types';

export const SYSTEM_DEFAULT = 'System default';
const NO_ERRORS = { other: [] };

interface SavedViewBarProps {
  adapter: SavedViewsAdapter;
  selected: SavedView | null;
  altered: boolean;
  metadata: () => ViewMetadata;
  onSelect: (view: SavedView | null) => void;
}

export function SavedViewBar({ adapter, selected, altered, metadata, onSelect }: SavedViewBarProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [isSystem, setIsSystem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; other: string[] }>(NO_ERRORS);
  const saveAs = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const view = await adapter.save({ name: name.trim(), is_default: isSystem ? false : isDefault, is_system: isSystem, metadata: metadata() });
      setOpen(false);
      onSelect(view);
    } catch (error) {
      // The dialog stays open with what was typed: a name already taken is said under Name.
      setErrors(adapter.saveErrors(error));
    } finally { setBusy(false); }
  };
  const [saveError, setSaveError] = useState<string | null>(null);
  const saveSelected = async () => {
    if (!selected) return;
    setSaveError(null);
    try {
      const view = await adapter.save({ id: selected.id, name: selected.name, is_default: selected.is_default, is_system: selected.is_system, metadata: metadata() });
      onSelect(view);
    } catch (error) {
      // The view stays altered on screen; the reason is said beside Save (a view deleted meanwhile, the network).
      const { name: nameError, other } = adapter.saveErrors(error);
      setSaveError([nameError, ...other].filter(Boolean).join(' ') || 'The view could not be saved.');
    }
  };
  const mayUpdate = selected !== null && (!selected.is_system || adapter.canManageSystem);
  return (
    <Group gap="xs">
      <Select
        aria-label="Saved view"
        w={220}
        allowDeselect={false}
        data={[SYSTEM_DEFAULT, ...adapter.views.map((v) => ({ value: String(v.id), label: v.is_system ? `${v.name} (system)` : v.name }))].map((o) => (typeof o === 'string' ? { value: '', label: o } : o))}
        value={selected ? String(selected.id) : ''}
        onChange={(value) => onSelect(adapter.views.find((v) => String(v.id) === value) ?? null)}
      />
      {altered && mayUpdate ? <Button variant="light" onClick={() => void saveSelected()}>Save</Button> : null}
      {saveError && altered ? <Text size="sm" c="red" role="alert">{saveError}</Text> : null}
      <Button variant="default" onClick={() => { setName(''); setIsDefault(false); setIsSystem(false); setErrors(NO_ERRORS); setOpen(true); }}>Save View</Button>
      <FormModal opened={open} onClose={() => setOpen(false)} title="Save View">
        <Stack>
          {errors.other.length > 0 ? <Alert color="red">{errors.other.join(' ')}</Alert> : null}
          <TextInput
            label="Name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => { setName(e.currentTarget.value); setErrors((was) => ({ ...was, name: undefined })); }}
            data-autofocus
          />
          <Checkbox label="Default view" checked={isDefault && !isSystem} disabled={isSystem} onChange={(e) => setIsDefault(e.currentTarget.checked)} />
          {adapter.canManageSystem ? (
            <Checkbox label="Is System" checked={isSystem} onChange={(e) => setIsSystem(e.currentTarget.checked)} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>Cancel</Button>
            <Button disabled={name.trim() === ''} loading={busy} onClick={() => void saveAs()}>Save</Button>
          </Group>
        </Stack>
      </FormModal>
    </Group>
  );
}
