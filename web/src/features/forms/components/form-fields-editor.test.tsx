import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormFieldsEditor } from './form-fields-editor';

/** The editor under a form that keeps its value, and what the write body would take. */
function renderEditor(initial: readonly object[]) {
  let latest: readonly string[] = initial.map((field) => JSON.stringify(field));
  function Form() {
    const [value, setValue] = useState(latest);
    return <FormFieldsEditor label="Fields" value={value} onChange={(next) => { latest = next; setValue(next); }} />;
  }
  render(<MantineProvider><Form /></MantineProvider>);
  return () => latest.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const mobility = { key: 'mobility', label: 'Mobility', kind: 'select', required: true, options: ['Independent', 'Bedbound'] };
const notes = { key: 'notes', label: 'Notes', kind: 'textarea', required: false };

describe('FormFieldsEditor', () => {
  afterEach(cleanup);

  it('moves, relabels and removes fields, keeping their keys (which name past submissions\' values)', () => {
    const body = renderEditor([mobility, notes]);
    fireEvent.click(screen.getByRole('button', { name: 'Move field 2 up' }));
    expect(body().map((f) => f.key)).toEqual(['notes', 'mobility']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Field 1 label' }), { target: { value: 'Shift notes' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Field 1 required' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 2' }));
    expect(body()).toEqual([{ ...notes, label: 'Shift notes', required: true }]);
  });

  it('adds an optional text field without a key, and offers choices only to a select or radio', () => {
    const body = renderEditor([mobility]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(body()[1]).toEqual({ label: '', kind: 'text', required: false });
    expect(screen.getByRole('combobox', { name: 'Field 1 options' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Field 2 options' })).toBeNull();
  });
});
