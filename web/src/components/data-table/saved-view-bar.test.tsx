// Save of an altered view: a refused save says why beside Save, and the view stays altered (the
// bar dropped the rejection: nothing was said, the user thought it saved).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedViewBar } from './saved-view-bar';
import type { SavedView, SavedViewsAdapter } from './types';

afterEach(cleanup);

const view = { id: 4, name: 'Carts', is_default: false, is_system: false, metadata: {} } as unknown as SavedView;

describe('SavedViewBar', () => {
  it('says why Save of an altered view was refused, and keeps the view selected', async () => {
    const onSelect = vi.fn();
    const adapter: SavedViewsAdapter = {
      views: [view], canManageSystem: false,
      save: vi.fn(async () => { throw new Error('gone'); }),
      saveErrors: () => ({ other: ['Saved view 4 not found'] }),
    };
    render(<MantineProvider><SavedViewBar adapter={adapter} selected={view} altered metadata={() => ({})} onSelect={onSelect} /></MantineProvider>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Saved view 4 not found');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
