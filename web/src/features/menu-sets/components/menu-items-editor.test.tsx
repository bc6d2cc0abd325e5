import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuItemsEditor } from './menu-items-editor';

/** The editor under a form that keeps its value, and what the write body would take. */
function renderEditor(initial: readonly object[]) {
  let latest: readonly string[] = initial.map((item) => JSON.stringify(item));
  function Form() {
    const [value, setValue] = useState(latest);
    return <MenuItemsEditor label="Menu Items" value={value} onChange={(next) => { latest = next; setValue(next); }} />;
  }
  render(<MantineProvider><Form /></MantineProvider>);
  return () => latest.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const patients = { id: 101, label: 'Patients', icon: 'users', enabled: true, pageType: 'item', page: 'patients_list' };
const recordings = { id: 102, label: 'Recordings', icon: '', enabled: true, pageType: 'item', page: 'recordings' };

describe('MenuItemsEditor', () => {
  afterEach(cleanup);

  it('moves, relabels and removes items, keeping their ids', () => {
    const body = renderEditor([patients, recordings]);
    fireEvent.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(body().map((item) => item.label)).toEqual(['Recordings', 'Patients']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Item 2 label' }), { target: { value: 'Ward Patients' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(body()).toEqual([{ ...patients, label: 'Ward Patients' }]);
  });

  it('adds a group holding one empty item, and items to it', () => {
    const body = renderEditor([patients]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Group' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Item 2 label' }), { target: { value: 'Rounds' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add item to Rounds' }));
    expect(screen.getByRole('textbox', { name: 'Item 2.2 label' })).toBeTruthy();
    expect(body()[1]).toEqual({ label: 'Rounds', pageType: 'group', enabled: true, menu_items: [
      { label: '', pageType: 'item', enabled: true }, { label: '', pageType: 'item', enabled: true },
    ] });
    // A group has no page of its own; its items do.
    expect(screen.getByRole('combobox', { name: 'Item 1 page' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Item 2 page' })).toBeNull();
  });
});
