// A stray click beside a dialog the user types into loses nothing; Esc still closes it.
import { MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <FormModal opened onClose={onClose} title="Save View" transitionProps={{ duration: 0 }}>
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
    </FormModal>
  );
}

describe('FormModal', () => {
  it('stays open with what was typed after a click beside it, and closes on Esc', () => {
    const onClose = vi.fn();
    render(<MantineProvider><Dialog onClose={onClose} /></MantineProvider>);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Night shift, north wing' } });
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.click(overlay!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Night shift, north wing');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
