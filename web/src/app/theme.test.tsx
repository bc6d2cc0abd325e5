// The theme names what Mantine draws as icons only: a dialog's X.
import { MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from './theme';

afterEach(cleanup);

describe('theme', () => {
  it("names a dialog's close button for screen readers", () => {
    render(<MantineProvider theme={theme}><Modal opened onClose={() => undefined} title="Save View" transitionProps={{ duration: 0 }}>Body</Modal></MantineProvider>);
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });
});
