// A column resizes from the keyboard too (WAI-ARIA window splitter): its handle is a focusable
// separator whose value is the column's width; the arrows, Home and End move it.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableGrid } from './table-grid';
import type { DataTableColumn } from './types';

afterEach(cleanup);

interface Room { id: number; name: string }
const columns: DataTableColumn<Room>[] = [
  { id: 'name', header: 'Room', value: (r) => r.name, size: 200 },
  { id: 'id', header: 'ID', value: (r) => r.id },
];

function renderGrid() {
  render(
    <MantineProvider>
      <TableGrid columns={columns} layout={{ visible: ['name', 'id'], settings: {} }} rows={[{ id: 1, name: 'N-1' }]} rowKey={(r) => r.id} sort={{ field: 'name', direction: 'asc' }} onSort={() => undefined} />
    </MantineProvider>,
  );
  const handle = screen.getByRole('separator', { name: 'Resize Room' });
  const width = () => (document.querySelector('th[data-column=name]') as HTMLElement).style.width;
  return { handle, width };
}

describe('TableGrid column resize by keyboard', () => {
  it('is a focusable separator with the width as its value', () => {
    const { handle, width } = renderGrid();
    handle.focus();
    expect(document.activeElement).toBe(handle);
    expect(handle.getAttribute('aria-orientation')).toBe('vertical');
    expect(handle.getAttribute('aria-valuenow')).toBe('200');
    expect(handle.getAttribute('aria-valuemin')).toBe('60');
    expect(width()).toBe('200px');
  });

  it('widens and narrows with the arrows (Shift: larger steps), to its bounds with Home and End', () => {
    const { handle, width } = renderGrid();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('210');
    expect(width()).toBe('210px');
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('160');
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle.getAttribute('aria-valuenow')).toBe(handle.getAttribute('aria-valuemax'));
    expect(width()).toBe(`${handle.getAttribute('aria-valuemax')}px`);
    // The other column keeps its width.
    expect((document.querySelector('th[data-column=id]') as HTMLElement).style.width).toBe('150px');
  });
});
