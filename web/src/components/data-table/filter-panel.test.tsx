// A choice filter's chosen values are pills whose remove buttons the keyboard reaches, named for
// what they remove; removing one keeps the focus in the field (a11y QA: mouse only, unnamed).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';
import type { FilterDefinition } from './types';

afterEach(cleanup);

const status: FilterDefinition = {
  id: 'status', label: 'Status', type: 'ENUM',
  options: [{ value: 'online', label: 'Online' }, { value: 'offline', label: 'Offline' }, { value: 'in_call', label: 'In Call' }],
};

describe('FilterPanel choice filter pills', () => {
  it('removes a value from the keyboard, then gives the focus to the next value, and last to the field', async () => {
    const onApply = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <FilterPanel definitions={[status]} filters={{ status: ['offline', 'in_call'] }} onApply={onApply} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const offline = screen.getByRole('button', { name: 'Remove filter Status: Offline' });
    expect(offline.tabIndex).toBe(0);
    expect(offline.getAttribute('aria-hidden')).not.toBe('true');
    offline.focus();
    fireEvent.click(offline);
    expect(screen.queryByRole('button', { name: 'Remove filter Status: Offline' })).toBeNull();
    const inCall = screen.getByRole('button', { name: 'Remove filter Status: In Call' });
    await waitFor(() => expect(document.activeElement).toBe(inCall));
    fireEvent.click(inCall);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status is' })));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({});
  });

  it('leaves the focus where it was when a value is removed with the mouse', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <FilterPanel definitions={[status]} filters={{ status: ['offline', 'in_call'] }} onApply={vi.fn()} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    // A mouse click has a detail of 1 (a press from the keyboard, 0).
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Status: Offline' }), { detail: 1 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(apply);
  });
});
