import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReloadButton } from './reload-button';

const shown = (fetching: boolean) => <MantineProvider><ReloadButton fetching={fetching} onReload={() => {}} /></MantineProvider>;

describe('ReloadButton', () => {
  afterEach(cleanup);

  it('stays usable, and keeps the focus, while the list is read again; it says it is busy', () => {
    const { rerender } = render(shown(false));
    const button = screen.getByRole('button', { name: 'Reload notifications' });
    button.focus();
    rerender(shown(true));
    const now = screen.getByRole('button', { name: 'Reload notifications' });
    expect([now === button, now.hasAttribute('disabled'), now.getAttribute('aria-busy')]).toEqual([true, false, 'true']);
    expect(document.activeElement).toBe(button);
  });
});
